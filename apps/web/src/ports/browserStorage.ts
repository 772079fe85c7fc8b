import type { StoragePort } from '@termtap/ui/ports';

/**
 * window.localStorage, tolerant of the browser refusing it (private modes, blocked site data, a full quota):
 * then the values live in memory for this page, so signing in still works until the tab is closed.
 */
export function createBrowserStorage(getStorage: () => Storage = () => window.localStorage): StoragePort {
  const fallback = new Map<string, string>();

  function attempt<T>(use: (storage: Storage) => T): { ok: true; value: T } | { ok: false } {
    try {
      return { ok: true, value: use(getStorage()) };
    } catch {
      return { ok: false };
    }
  }

  return {
    getItem(key) {
      const kept = fallback.get(key);
      if (kept !== undefined) return kept;
      const read = attempt((storage) => storage.getItem(key));
      return read.ok ? read.value : null;
    },
    setItem(key, value) {
      const written = attempt((storage) => storage.setItem(key, value));
      if (written.ok) fallback.delete(key);
      else fallback.set(key, value);
    },
    removeItem(key) {
      fallback.delete(key);
      attempt((storage) => storage.removeItem(key));
    },
  };
}
