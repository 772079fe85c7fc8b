import type { ReviewRequest, ReviewResult } from '@termtap/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../app/AppServicesProvider.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { enqueue, queuedFor, type SendOutcome, sendQueued } from './reviewQueue.ts';

/** While reviews wait, they are tried again this often (besides when the browser says it is back online). */
const RETRY_MS = 20_000;

export interface ReviewQueue {
  /** Reviews of this student waiting in this browser. */
  waiting: number;
  /** True when the last send found no network: the screen says the reviews are kept on this device. */
  isOffline: boolean;
  /** Keeps the review, then sends it in the background; resolves with the server's answer once it has one. */
  add(review: ReviewRequest): Promise<ReviewResult>;
  /** Sends what waits now (e.g. before asking for the next cards). */
  send(): Promise<SendOutcome>;
}

/**
 * The student's queue of reviews: every rating and quiz answer goes through it, so the screen never waits for the
 * network, and a review made offline is sent when the browser is back online (or at the next visit).
 */
export function useReviewQueue(): ReviewQueue {
  const { api, storage, network } = useServices();
  const { user } = useSession();
  const owner = user?.email ?? '';
  const [waiting, setWaiting] = useState(() => queuedFor(storage, owner).length);
  const [isOffline, setIsOffline] = useState(false);
  const answers = useRef(new Map<string, (result: ReviewResult) => void>());
  const isMounted = useRef(true);

  const send = useCallback(async () => {
    const outcome = await sendQueued(api, storage, owner);
    for (const [id, result] of outcome.results) {
      answers.current.get(id)?.(result);
      answers.current.delete(id);
    }
    if (isMounted.current) {
      setWaiting(outcome.left);
      setIsOffline(outcome.isOffline);
    }
    return outcome;
  }, [api, storage, owner]);

  const add = useCallback(
    (review: ReviewRequest) => {
      enqueue(storage, owner, review);
      setWaiting((count) => count + 1);
      const answer = new Promise<ReviewResult>((resolve) => answers.current.set(review.id, resolve));
      void send();
      return answer;
    },
    [storage, owner, send],
  );

  useEffect(() => {
    isMounted.current = true;
    void send();
    const stop = network?.onOnline?.(() => void send());
    return () => {
      isMounted.current = false;
      stop?.();
    };
  }, [send, network]);

  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => void send(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, send]);

  return { waiting, isOffline, add, send };
}
