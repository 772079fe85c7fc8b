// The descriptions this browser has opened, in IndexedDB (one record per subject and term), so a student who
// loses the network can re-read them. Workbox cannot keep them: describe is a POST. Every failure (no
// IndexedDB, private mode, a full disk) reads as "not kept": the network is then needed, nothing breaks.
// Records are kept per signed-in account: another account on this browser (or nobody) never reads them. They are
// kept per language too: a Hindi describe's answer (its `hindi` name and definition) under a key of its own, so a
// Hindi request offline never opens an English-only copy (nor English a Hindi one); English keys are as before.
import { partsFromSnippet, type Subject, type TermDescription } from '@termtap/api-client';
import type { Language } from '@termtap/ui/language';
import type { DescribedCachePort, NetworkPort } from '@termtap/ui/ports';

const DATABASE = 'termtap';
const STORE = 'described';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

/**
 * `owner` names the signed-in account (its e-mail), or null when nobody is signed in: nothing is read or kept
 * then.
 */
export function createDescribedCache(
  owner: () => string | null,
  indexedDb: IDBFactory | undefined = globalThis.indexedDB,
): DescribedCachePort {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (!indexedDb) return Promise.reject(new Error('IndexedDB is not available'));
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDb.open(DATABASE, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
  const key = (account: string, subject: Subject, term: string, language: Language = 'en') =>
    `${account}\n${subject}/${term}${language === 'en' ? '' : `\n${language}`}`;
  return {
    async get(subject, term, language) {
      const account = owner();
      if (account === null) return undefined;
      try {
        const database = await open();
        const value: unknown = await request(
          database
            .transaction(STORE)
            .objectStore(STORE)
            .get(key(account, subject, term, language)),
        );
        return isDescription(value) ? withParts(value) : undefined;
      } catch {
        return undefined;
      }
    },
    async put(subject, term, description, language) {
      const account = owner();
      if (account === null) return;
      try {
        const database = await open();
        await request(
          database
            .transaction(STORE, 'readwrite')
            .objectStore(STORE)
            .put(description, key(account, subject, term, language)),
        );
      } catch {
        // Not kept: re-opening it offline will need the network.
      }
    },
  };
}

/** A description kept before answers had parts: its parts are read from the snippet, as from an older server. */
function withParts(description: TermDescription): TermDescription {
  if (description.parts !== undefined) return description;
  return { ...description, parts: description.snippet ? partsFromSnippet(description.snippet) : null };
}

function isDescription(value: unknown): value is TermDescription {
  return typeof value === 'object' && value !== null && 'snippet' in value;
}

/** navigator.onLine: false when the browser knows it has no network (true may still fail: see useTermRows). */
export const browserNetwork: NetworkPort = {
  isOnline: () => navigator.onLine,
  onOnline(listener) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};
