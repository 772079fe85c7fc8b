import { useEffect, useLayoutEffect, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { applyTheme, shownTheme, type Theme, themeStorageKey } from './theme.ts';

/** A two-state toggle, "Dark theme" pressed or not; remembered across visits. */
export function ThemeToggle({ className }: { className?: string }) {
  const { storage } = useServices();
  const t = useT();
  // Light in the first render, as in the prerendered HTML (apps/web's build) it must match; the shown theme is
  // read before the browser paints.
  const [theme, setTheme] = useState<Theme>('light');
  useLayoutEffect(() => setTheme(shownTheme(storage)), [storage]);

  // While the visitor has not picked one, the page follows the system: keep the toggle's state in step.
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = () => {
      if (storage.getItem(themeStorageKey) === null) setTheme(shownTheme(storage));
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [storage]);

  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className={className}
      aria-pressed={isDark}
      title={isDark ? t('layout.darkThemeOn') : t('layout.darkThemeOff')}
      onClick={() => {
        const next: Theme = isDark ? 'light' : 'dark';
        applyTheme(storage, next);
        setTheme(next);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {isDark ? (
          <path
            fill="currentColor"
            d="M20.7 14.1A8.5 8.5 0 0 1 9.9 3.3a.75.75 0 0 0-1-.9A10 10 0 1 0 21.6 15.1a.75.75 0 0 0-.9-1Z"
          />
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
          </g>
        )}
      </svg>
      <span className="visually-hidden">{t('layout.darkTheme')}</span>
    </button>
  );
}
