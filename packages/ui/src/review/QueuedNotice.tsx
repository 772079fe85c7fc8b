import styles from './QueuedNotice.module.css';

/** Said while reviews wait offline: they are kept on this device and go when the network is back. */
export function QueuedNotice({ waiting, isOffline }: { waiting: number; isOffline: boolean }) {
  if (waiting === 0 || !isOffline) return null;
  return (
    <p className={styles.queued} role="status">
      You're offline: {waiting === 1 ? '1 review is' : `${waiting} reviews are`} saved on this device and will
      be sent when you're back online.
    </p>
  );
}
