import styles from './TermName.module.css';

/**
 * A term as a card shows it: the English term, and its standard Hindi name beside it when there is one (the API
 * sends `hindi` when asked for Hindi). The term keeps `lang="en"` so a screen reader on a Hindi page reads it
 * as English.
 */
export function TermName({ term, hindi }: { term: string; hindi?: string | undefined }) {
  return (
    <>
      <span lang="en">{term}</span>
      {hindi && (
        <>
          {' '}
          <span lang="hi" className={styles.hindi}>
            {hindi}
          </span>
        </>
      )}
    </>
  );
}
