import { formatCount } from '../../app/counts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import styles from './ProgressMeter.module.css';

export interface ProgressMeterProps {
  /** What is measured, e.g. "Chemistry terms known". */
  label: string;
  known: number;
  total: number;
}

/**
 * How many of a subject's terms the student knows (a card remembered for more than three weeks), as a thin bar
 * with its figures. Quiet on purpose: no goal, no warning, nothing to chase.
 */
export function ProgressMeter({ label, known, total }: ProgressMeterProps) {
  const max = Math.max(total, 1);
  const value = Math.min(Math.max(known, 0), max);
  const t = useT();
  const text = t('review.knownOf', { knownText: formatCount(value), totalText: formatCount(total) });
  return (
    <div className={styles.meter}>
      {/* biome-ignore lint/a11y/useSemanticElements: a <meter> cannot be styled alike in every browser. */}
      <div
        className={styles.track}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <span className={styles.fill} style={{ inlineSize: `${(value / max) * 100}%` }} />
      </div>
      <span className={styles.text} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
