import { useT } from '../../i18n/I18nProvider.tsx';
import styles from './Spinner.module.css';

/** A spinner with its text ("Loading… please wait" unless told); role="status" so screen readers announce it. */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.wheel} aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
