import { useT } from '../../i18n/I18nProvider.tsx';
import styles from './SubjectScreen.module.css';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The letter a term is filed under: A–Z, or # for a digit or anything else. */
export function letterOf(term: string): string {
  const first = term.normalize('NFKD').charAt(0).toUpperCase();
  return LETTERS.includes(first) ? first : '#';
}

export const letterAnchor = (letter: string) => `letter-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/**
 * A–Z links to the first term of each letter; letters with no term are shown but disabled. The list renders
 * only the rows near the screen, so a jump goes through `onJump` rather than the browser's anchor scroll.
 */
export function LetterIndex({
  present,
  onJump,
}: {
  present: ReadonlySet<string>;
  onJump: (letter: string) => void;
}) {
  const t = useT();
  const letters = present.has('#') ? ['#', ...LETTERS] : LETTERS;
  return (
    <nav aria-label={t('subject.letterIndex')} className={styles.letters}>
      <ul>
        {letters.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a
                href={`#${letterAnchor(letter)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onJump(letter);
                }}
              >
                {letter}
              </a>
            ) : (
              // A disabled link (no target, no focus), so a screen reader reads the whole alphabet.
              // biome-ignore lint/a11y/useSemanticElements: an <a> without href is not a link to assistive tech.
              // biome-ignore lint/a11y/useFocusableInteractive: a disabled link takes no focus.
              <span role="link" aria-disabled="true" className={styles.disabledLetter}>
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
