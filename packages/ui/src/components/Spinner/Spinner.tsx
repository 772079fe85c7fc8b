import styles from './Spinner.module.css';

/** A spinner with its text; role="status" so screen readers announce the loading. */
export function Spinner({ label = 'Loading… please wait' }: { label?: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.wheel} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
