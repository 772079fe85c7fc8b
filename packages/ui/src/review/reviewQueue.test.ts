// Proves the review queue keeps what the server has not answered, sends each review once in order, drops what
// can never succeed, and sends only the signed-in student's reviews.
import { createApiClient } from '@termtap/api-client';
import { beforeEach, expect, test } from 'vitest';
import { MemoryStorage } from '../app/testing/fakes.ts';
import { server } from '../app/testing/mswSetup.node.ts';
import { storySessions } from '../mocks/fixtures.ts';
import { http, mockApiBaseUrl } from '../mocks/http.ts';
import { resetReviewMockState, reviewOk } from '../mocks/review.ts';
import { enqueue, makeReview, queuedFor, readQueue, sendQueued } from './reviewQueue.ts';

const api = createApiClient({ baseUrl: mockApiBaseUrl, getToken: () => storySessions.free.token });
const owner = storySessions.free.user.email ?? '';

beforeEach(() => resetReviewMockState());

test('offline, reviews stay queued with their ids; back online each is sent once and the queue empties', async () => {
  const storage = new MemoryStorage();
  const first = makeReview('chemistry', 'acid', 'good');
  const second = makeReview('chemistry', 'oxidation', 'easy');
  enqueue(storage, owner, first);
  enqueue(storage, owner, second);

  const sent: string[] = [];
  server.use(
    http.post('/review/reviews', async ({ request, response }) => {
      sent.push((await request.json()).id);
      return response.untyped(Response.error());
    }),
  );
  const offline = await sendQueued(api, storage, owner);
  expect(offline).toMatchObject({ left: 2, isOffline: true });
  // It stops at the first review without an answer: the order of the reviews is kept.
  expect(sent).toEqual([first.id]);

  server.resetHandlers(...reviewOk());
  const online = await sendQueued(api, storage, owner);
  expect(online).toMatchObject({ left: 0, isOffline: false });
  expect([...online.results.keys()]).toEqual([first.id, second.id]);
  expect(online.results.get(second.id)).toMatchObject({ term: 'oxidation' });
  expect(readQueue(storage)).toEqual([]);
});

test('a review the server refuses for good (a term never unlocked) is dropped; a server error keeps it', async () => {
  const storage = new MemoryStorage();
  server.use(...reviewOk());
  enqueue(storage, owner, makeReview('chemistry', 'not a card', 'good'));
  expect(await sendQueued(api, storage, owner)).toMatchObject({ left: 0 });

  const kept = makeReview('chemistry', 'acid', 'hard');
  enqueue(storage, owner, kept);
  server.use(
    http.post('/review/reviews', ({ response }) =>
      response.untyped(Response.json({ message: 'Busy.' }, { status: 503 })),
    ),
  );
  expect(await sendQueued(api, storage, owner)).toMatchObject({ left: 1, isOffline: false });
  expect(queuedFor(storage, owner).map((entry) => entry.review.id)).toEqual([kept.id]);
});

test("another student's queued reviews are neither sent nor removed", async () => {
  const storage = new MemoryStorage();
  server.use(...reviewOk());
  const theirs = makeReview('chemistry', 'acid', 'good');
  enqueue(storage, 'someone.else@example.com', theirs);
  expect(await sendQueued(api, storage, owner)).toMatchObject({ left: 0, results: new Map() });
  expect(readQueue(storage)).toEqual([{ owner: 'someone.else@example.com', review: theirs }]);
});

test('a queue that is not valid JSON reads as empty; ids are 32 hex characters, unique', () => {
  const storage = new MemoryStorage({ 'termtap.reviewQueue': '{not json' });
  expect(readQueue(storage)).toEqual([]);
  const ids = new Set(Array.from({ length: 50 }, () => makeReview('chemistry', 'acid', 'good').id));
  expect(ids.size).toBe(50);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
});
