// Proves the storage port keeps a session in localStorage, and still works when the browser refuses storage.
import { expect, test } from 'vitest';
import { createBrowserStorage } from '../src/ports/browserStorage.ts';

test('values are written to and read from localStorage', () => {
  localStorage.clear();
  const storage = createBrowserStorage();
  storage.setItem('token', 'abc');
  expect(localStorage.getItem('token')).toBe('abc');
  expect(storage.getItem('token')).toBe('abc');
  storage.removeItem('token');
  expect(localStorage.getItem('token')).toBeNull();
  expect(storage.getItem('token')).toBeNull();
});

test('a value stored by an earlier page load is read back', () => {
  localStorage.clear();
  localStorage.setItem('authuser', '{"remainingClicks":3}');
  expect(createBrowserStorage().getItem('authuser')).toBe('{"remainingClicks":3}');
});

test('when localStorage cannot be reached at all, values live in memory for the page', () => {
  const storage = createBrowserStorage(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  expect(storage.getItem('token')).toBeNull();
  storage.setItem('token', 'abc');
  expect(storage.getItem('token')).toBe('abc');
  storage.removeItem('token');
  expect(storage.getItem('token')).toBeNull();
});

test('when the quota is full, the new value is still read back instead of the old one', () => {
  localStorage.clear();
  localStorage.setItem('authuser', 'old');
  const full: Storage = {
    get length() {
      return localStorage.length;
    },
    clear: () => localStorage.clear(),
    key: (index) => localStorage.key(index),
    getItem: (key) => localStorage.getItem(key),
    removeItem: (key) => localStorage.removeItem(key),
    setItem: () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    },
  };
  const storage = createBrowserStorage(() => full);
  storage.setItem('authuser', 'new');
  expect(storage.getItem('authuser')).toBe('new');
  storage.removeItem('authuser');
  expect(storage.getItem('authuser')).toBeNull();
  expect(localStorage.getItem('authuser')).toBeNull();
});
