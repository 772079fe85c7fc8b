// Proves the offline describe cache keeps each account's descriptions to that account: after logout, or with
// another account signed in on the same browser, nothing kept for the first one is read.
import type { TermDescription } from '@termtap/api-client';
import { expect, test } from 'vitest';
import { createDescribedCache } from '../src/ports/describedCache.ts';

/** Just enough of IndexedDB for the cache: one database, object stores of key → value, async requests. */
function memoryIndexedDb(): IDBFactory {
  const stores = new Map<string, Map<IDBValidKey, unknown>>();
  const answer = <T>(result: () => T) => {
    const request = {} as { result: T; onsuccess?: () => void; onerror?: () => void };
    setTimeout(() => {
      request.result = result();
      request.onsuccess?.();
    });
    return request;
  };
  const database = {
    createObjectStore: (name: string) => stores.set(name, new Map()),
    transaction: (name: string) => ({
      objectStore: () => ({
        get: (key: IDBValidKey) => answer(() => stores.get(name)?.get(key)),
        put: (value: unknown, key: IDBValidKey) => answer(() => stores.get(name)?.set(key, value)),
      }),
    }),
  };
  return {
    open: () => {
      const opening = answer(() => database) as ReturnType<typeof answer> & { onupgradeneeded?: () => void };
      setTimeout(() => {
        if (stores.size === 0) {
          (opening as { result: unknown }).result = database;
          opening.onupgradeneeded?.();
        }
      });
      return opening;
    },
  } as unknown as IDBFactory;
}

const acid: TermDescription = {
  snippet: 'A substance that donates protons.',
  parts: { definition: 'A substance that donates protons.' },
  link: null,
  remainingClicks: 15,
  paid: false,
  attribution: 'Written by TermTap',
};

test("another account on the same browser, or nobody, never reads the first account's descriptions", async () => {
  let signedIn: string | null = 'a@example.com';
  const cache = createDescribedCache(() => signedIn, memoryIndexedDb());
  await cache.put('chemistry', 'acid', acid);
  expect(await cache.get('chemistry', 'acid')).toEqual(acid);

  signedIn = null;
  expect(await cache.get('chemistry', 'acid')).toBeUndefined();
  signedIn = 'b@example.com';
  expect(await cache.get('chemistry', 'acid')).toBeUndefined();

  signedIn = 'a@example.com';
  expect(await cache.get('chemistry', 'acid')).toEqual(acid);
});

test('a description kept before answers had parts is read back with parts from its snippet', async () => {
  const cache = createDescribedCache(() => 'a@example.com', memoryIndexedDb());
  const { parts: _none, ...older } = acid;
  await cache.put('chemistry', 'base', {
    ...older,
    snippet: 'Accepts protons.\nExample: ammonia',
  } as TermDescription);
  expect((await cache.get('chemistry', 'base'))?.parts).toEqual({
    definition: 'Accepts protons.',
    example: 'ammonia',
  });
});

test('a Hindi describe is kept apart from the English one: neither language opens the other’s copy', async () => {
  const cache = createDescribedCache(() => 'a@example.com', memoryIndexedDb());
  const inHindi: TermDescription = {
    ...acid,
    hindi: { term: 'अम्ल', definition: 'वह पदार्थ जो प्रोटॉन देता है।' },
  };
  await cache.put('chemistry', 'acid', acid);
  // Kept in English only: a Hindi request offline finds nothing (it needs the network for the Hindi).
  expect(await cache.get('chemistry', 'acid', 'hi')).toBeUndefined();

  await cache.put('chemistry', 'acid', inHindi, 'hi');
  expect(await cache.get('chemistry', 'acid', 'hi')).toEqual(inHindi);
  // The English copy stays as it was, under the key it always had.
  expect(await cache.get('chemistry', 'acid')).toEqual(acid);
  expect(await cache.get('chemistry', 'acid', 'en')).toEqual(acid);
});
