import { partsFromSnippet, type ReviewCard } from '@termtap/api-client';
import { useLanguage, useT } from '../i18n/I18nProvider.tsx';
import { Definition } from '../terms/Definition.tsx';
import styles from './CardAnswer.module.css';

/**
 * A review card's answer. In Hindi, a core term's Hindi definition comes first, with the English description
 * folded beneath it (its example, lines and attribution as in English); a card without a Hindi definition shows
 * the English one with a short note saying so. In English, the English description alone.
 */
export function CardAnswer({ card }: { card: ReviewCard }) {
  const t = useT();
  const { language } = useLanguage();
  const english = (
    <Definition
      term={card.term}
      parts={partsFromSnippet(card.snippet)}
      attribution={card.attribution}
      link={null}
      subject={card.subject}
    />
  );
  if (language !== 'hi') return english;
  const hindiDefinition = card.hindi?.definition;
  if (!hindiDefinition) {
    return (
      <>
        <p className={styles.note}>{t('review.englishOnly')}</p>
        <div lang="en">{english}</div>
      </>
    );
  }
  return (
    <>
      <p lang="hi" className={styles.hindi}>
        {hindiDefinition}
      </p>
      <details className={styles.english}>
        <summary className={styles.summary}>{t('review.inEnglish')}</summary>
        <div lang="en" className={styles.folded}>
          {english}
        </div>
      </details>
    </>
  );
}
