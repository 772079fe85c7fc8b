import type { MyTerm } from '@termtap/api-client';
import { useEffect, useId, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { formatCount } from '../../app/counts.ts';
import { paths } from '../../app/paths.ts';
import type { SubjectInfo } from '../../app/subjects.ts';
import { Link } from '../../components/Link/Link.tsx';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { UnlockedTermRow } from '../../terms/UnlockedTermRow.tsx';
import { useTermRows } from '../../terms/useTermRows.ts';
import { unlockedKey } from '../../terms/useUnlockedTerms.ts';
import styles from './PlansScreen.module.css';
import { subjectInSentence } from './plansGate.tsx';

/** The most rows the gate shows; the rest are one link away in My terms. */
export const gateOwnedTermsLimit = 20;

/**
 * At the 0-click gate: the terms of this subject the student already unlocked, each free to reopen in place
 * (a describe of an unlocked term costs nothing), so the plans do not read as if everything were lost. Shows
 * nothing while loading, when the call fails or when there are none: the plans stay the point of the screen.
 */
export function GateOwnedTerms({ subject }: { subject: SubjectInfo }) {
  const { api } = useServices();
  const [owned, setOwned] = useState<{ items: MyTerm[]; total: number } | null>(null);
  const rows = useTermRows();
  const titleId = useId();
  const t = useT();
  const { language } = useLanguage();

  useEffect(() => {
    let isCurrent = true;
    void api.listMyTerms({ subject: subject.slug, limit: gateOwnedTermsLimit }).then((result) => {
      if (isCurrent && result.data) setOwned(result.data);
    });
    return () => {
      isCurrent = false;
    };
  }, [api, subject.slug]);

  if (owned === null || owned.items.length === 0) return null;
  const name = subjectInSentence(t, language, subject);
  return (
    <section className={styles.owned} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.ownedTitle}>
        {t('plans.ownedTitle', { subject: name })}
      </h2>
      <p className={styles.ownedIntro}>
        {t('plans.ownedIntro', { count: owned.total, countText: formatCount(owned.total), subject: name })}
      </p>
      <ul className={styles.ownedList} aria-label={t('plans.ownedList', { subject: name })}>
        {owned.items.map((item) => (
          <UnlockedTermRow key={unlockedKey(item.subject, item.term)} item={item} rows={rows} />
        ))}
      </ul>
      <p>
        <Link to={paths.myTerms}>{t('plans.allInMyTerms')}</Link>
      </p>
    </section>
  );
}
