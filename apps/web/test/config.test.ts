// Proves the API base is the page's origin + /api unless a build-time URL overrides it.
import { expect, test } from 'vitest';
import { apiBaseUrl } from '../src/config.ts';

test('defaults to the page origin + /api', () => {
  expect(apiBaseUrl(undefined, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/api');
  expect(apiBaseUrl('  ', 'https://termtap.in')).toBe('https://termtap.in/api');
});

test('a build-time VITE_API_BASE_URL wins, without a trailing slash', () => {
  expect(apiBaseUrl('https://api.example.org/api/', 'https://termtap.in')).toBe(
    'https://api.example.org/api',
  );
});
