// Reviews wait in the browser's storage until the server has them, so a rating made offline (or while a request
// fails) is sent later, and a retry carries the same client-made id, which the server counts once (decision 0015).
import type { ApiClient, ReviewRating, ReviewRequest, ReviewResult, Subject } from '@termtap/api-client';
import type { StoragePort } from '../app/ports.ts';

export const reviewQueueKey = 'termtap.reviewQueue';

/** One review waiting to be sent, with the signed-in e-mail it belongs to (another student's never goes). */
export interface QueuedReview {
  owner: string;
  review: ReviewRequest;
}

function isQueuedReview(value: unknown): value is QueuedReview {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, review } = value as Record<string, unknown>;
  if (typeof owner !== 'string' || typeof review !== 'object' || review === null) return false;
  const fields = review as Record<string, unknown>;
  return ['id', 'subject', 'term', 'rating', 'reviewedAt'].every((name) => typeof fields[name] === 'string');
}

export function readQueue(storage: StoragePort): QueuedReview[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(reviewQueueKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedReview) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: StoragePort, queue: readonly QueuedReview[]): void {
  if (queue.length === 0) storage.removeItem(reviewQueueKey);
  else storage.setItem(reviewQueueKey, JSON.stringify(queue));
}

/** The reviews of this owner still waiting. */
export function queuedFor(storage: StoragePort, owner: string): QueuedReview[] {
  return readQueue(storage).filter((entry) => entry.owner === owner);
}

/** A review id the server accepts (letters, digits, `-`; 32 characters), made without a secure context. */
export function newReviewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new review of one card at this moment. */
export function makeReview(
  subject: Subject,
  term: string,
  rating: ReviewRating,
  at = new Date(),
): ReviewRequest {
  return { id: newReviewId(), subject, term, rating, reviewedAt: at.toISOString() };
}

export function enqueue(storage: StoragePort, owner: string, review: ReviewRequest): void {
  writeQueue(storage, [...readQueue(storage), { owner, review }]);
}

function remove(storage: StoragePort, id: string): void {
  writeQueue(
    storage,
    readQueue(storage).filter((entry) => entry.review.id !== id),
  );
}

export interface SendOutcome {
  /** The server's answer to each review sent now, by id. */
  results: Map<string, ReviewResult>;
  /** Reviews of this owner still waiting. */
  left: number;
  /** True when a review could not be sent for want of an answer (offline): it waits for the next try. */
  isOffline: boolean;
}

/** Answers that will never change on a retry: the review is dropped (a withdrawn term, an id reused). */
const isFinal = (status: number) =>
  status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

const sending = new WeakMap<StoragePort, Promise<SendOutcome>>();

/**
 * Sends this owner's queued reviews in order, the oldest first, and removes each the server has answered. Stops at
 * the first one without an answer (offline, a server error, the session gone), to try again later. One send at a
 * time per storage: a second call waits for the running one and then sends what is left.
 */
export async function sendQueued(api: ApiClient, storage: StoragePort, owner: string): Promise<SendOutcome> {
  const running = sending.get(storage);
  if (running) await running.catch(() => undefined);
  const run = (async (): Promise<SendOutcome> => {
    const results = new Map<string, ReviewResult>();
    let isOffline = false;
    for (const { review } of queuedFor(storage, owner)) {
      const result = await api.submitReview(review);
      if (result.data) {
        results.set(review.id, result.data);
        remove(storage, review.id);
      } else if (isFinal(result.error.status)) {
        remove(storage, review.id);
      } else {
        isOffline = result.error.status === 0;
        break;
      }
    }
    return { results, left: queuedFor(storage, owner).length, isOffline };
  })();
  sending.set(storage, run);
  try {
    return await run;
  } finally {
    if (sending.get(storage) === run) sending.delete(storage);
  }
}
