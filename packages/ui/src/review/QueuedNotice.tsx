import { formatCount } from '../app/counts.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import styles from './QueuedNotice.module.css';

/** Said while reviews wait offline: they are kept on this device and go when the network is back. */
export function QueuedNotice({ waiting, isOffline }: { waiting: number; isOffline: boolean }) {
  const t = useT();
  if (waiting === 0 || !isOffline) return null;
  return (
    <p className={styles.queued} role="status">
      {t('review.queued', { count: waiting, countText: formatCount(waiting) })}
    </p>
  );
}
