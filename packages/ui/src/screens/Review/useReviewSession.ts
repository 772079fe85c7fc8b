import type { ReviewCard, ReviewRating, ReviewResult } from '@termtap/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { useApiRead } from '../../app/useApiRead.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { makeReview } from '../../review/reviewQueue.ts';
import { useReviewQueue } from '../../review/useReviewQueue.ts';

/** Cards asked for at once: a session rarely needs a second round trip, and the next card shows at once. */
export const BATCH_SIZE = 50;

export interface LastRated {
  term: string;
  rating: ReviewRating;
  /** The server's answer, once it came (an offline review has none yet). */
  result: ReviewResult | null;
}

export type ReviewSessionState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** The card on screen; null when none is due. */
      card: ReviewCard | null;
      isAnswerShown: boolean;
      /** Cards due now, this one included (the server's count less what was rated here since). */
      dueNow: number;
      total: number;
      nextDueAt: string | null;
    };

/**
 * One review session: a batch of due cards asked for once, shown one at a time; a rating goes to the review
 * queue (sent in the background, kept while offline) and the next card shows with no round trip. When the batch
 * is done, the queue is sent and the next batch asked for (the cards rated Again may be due again by then).
 */
export function useReviewSession() {
  const { api, network } = useServices();
  const queue = useReviewQueue();
  const [batch, setBatch] = useState(0);
  const [position, setPosition] = useState(0);
  const [isAnswerShown, setIsAnswerShown] = useState(false);
  const [lastRated, setLastRated] = useState<LastRated | null>(null);
  const { send } = queue;
  // In Hindi the cards carry their Hindi names and definitions (lang=hi): a switch of language asks for the batch
  // again, in the new language, from its first card (what was rated here is sent first, so it is not due again).
  const { language } = useLanguage();
  const lang = language === 'hi' ? language : undefined;
  const [deckLanguage, setDeckLanguage] = useState(lang);
  if (deckLanguage !== lang) {
    setDeckLanguage(lang);
    setPosition(0);
    setIsAnswerShown(false);
  }
  const deck = useApiRead(async () => {
    // Reviews waiting from before go first, so the server's due list already counts them.
    await send();
    return api.listDueCards(BATCH_SIZE, { lang });
  }, [api, batch, lang]);

  // Cards that could not be fetched offline are asked for again once the browser is back online.
  const isFailed = deck.status === 'failed';
  const { retry } = deck;
  useEffect(() => (isFailed ? network?.onOnline?.(retry) : undefined), [isFailed, network, retry]);

  const cards = deck.status === 'loaded' ? deck.data.cards : [];
  const card = cards[position] ?? null;

  const showAnswer = useCallback(() => setIsAnswerShown(true), []);

  const rate = useCallback(
    (rating: ReviewRating) => {
      if (!card || !isAnswerShown) return;
      const review = makeReview(card.subject, card.term, rating);
      setLastRated({ term: card.term, rating, result: null });
      void queue
        .add(review)
        .then((result) =>
          setLastRated((last) =>
            last?.term === card.term && last.rating === rating ? { ...last, result } : last,
          ),
        );
      setIsAnswerShown(false);
      const next = position + 1;
      if (next < cards.length) {
        setPosition(next);
      } else {
        setPosition(0);
        setBatch((count) => count + 1);
      }
    },
    [card, isAnswerShown, queue, position, cards.length],
  );

  let state: ReviewSessionState;
  if (deck.status === 'loaded') {
    state = {
      status: 'ready',
      card,
      isAnswerShown,
      dueNow: Math.max(deck.data.dueNow - position, card ? 1 : 0),
      total: deck.data.total,
      nextDueAt: deck.data.nextDueAt,
    };
  } else if (deck.status === 'failed') {
    state = { status: 'failed' };
  } else {
    state = { status: 'loading' };
  }
  return { state, showAnswer, rate, lastRated, queue, retry: deck.retry };
}
