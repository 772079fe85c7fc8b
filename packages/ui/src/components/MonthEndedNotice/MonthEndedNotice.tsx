import { useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths } from '../../app/paths.ts';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { Link } from '../Link/Link.tsx';
import styles from './MonthEndedNotice.module.css';
import { endedMonth, monthEndedText } from './monthEnded.ts';

/** Browser storage: the paidUntil whose "month ended" notice was dismissed (a later month shows its own). */
export const monthEndedDismissedKey = 'termtap.monthEndedDismissed';

/**
 * When a subscription has run out, the next visit says so (instead of a silent paywall), with a way to renew.
 * Dismissing it hides it for that month's end date only.
 */
export function MonthEndedNotice() {
  const { storage } = useServices();
  const { user } = useSession();
  const t = useT();
  const { language } = useLanguage();
  const ended = endedMonth(user);
  const [dismissed, setDismissed] = useState<string | null>(() => storage.getItem(monthEndedDismissedKey));
  if (ended === null || dismissed === ended) return null;
  const text = monthEndedText(ended, t, language);

  function dismiss() {
    if (ended === null) return;
    storage.setItem(monthEndedDismissedKey, ended);
    setDismissed(ended);
  }

  return (
    <div className={styles.notice} data-month-ended-notice="">
      <p className={styles.text}>
        {text} {t('notices.nothingRenews')}
      </p>
      <Link to={paths.plans} className={styles.renew}>
        {t('notices.renew')}
      </Link>
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismiss}
        aria-label={t('notices.dismiss', { message: text })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
