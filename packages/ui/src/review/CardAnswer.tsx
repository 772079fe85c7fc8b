import { partsFromSnippet, type ReviewCard } from '@termtap/api-client';
import { useLanguage } from '../i18n/I18nProvider.tsx';
import { Definition } from '../terms/Definition.tsx';

/**
 * A review card's answer, laid out as the describe panel lays out a description: in Hindi a core term's Hindi
 * definition first with the English folded beneath (a medicine's Hindi study-only line stays in view), a term
 * without one in English with a note; in English the English description alone.
 */
export function CardAnswer({ card }: { card: ReviewCard }) {
  const { language } = useLanguage();
  return (
    <Definition
      term={card.term}
      parts={partsFromSnippet(card.snippet)}
      attribution={card.attribution}
      link={null}
      subject={card.subject}
      hindi={language === 'hi' ? card.hindi : undefined}
      isHindiNameShown
    />
  );
}
