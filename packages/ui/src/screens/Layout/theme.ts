// The colour theme: follows the system (prefers-color-scheme) until the visitor picks one with the toggle; the
// pick is remembered in storage under `termtap.theme` and applied to <html data-theme> before first paint by
// apps/web/public/theme.js (an external script: the CSP forbids inline ones).
import type { StoragePort } from '../../app/ports.ts';

export type Theme = 'light' | 'dark';

export const themeStorageKey = 'termtap.theme';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The system's preference; light where the browser cannot tell (jsdom has no matchMedia). */
export function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** The theme the page shows now: a forced data-theme on <html>, else a remembered pick, else the system's. */
export function shownTheme(storage: StoragePort): Theme {
  const forced = document.documentElement.dataset.theme;
  if (isTheme(forced)) return forced;
  const stored = storage.getItem(themeStorageKey);
  return isTheme(stored) ? stored : systemTheme();
}

/** Shows and remembers a theme. */
export function applyTheme(storage: StoragePort, theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  storage.setItem(themeStorageKey, theme);
}
