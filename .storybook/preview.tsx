import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { appFakesLoader, withAppProviders } from '../packages/ui/src/app/testing/storyApp.tsx';
import { LanguageProvider, loadLanguage } from '../packages/ui/src/i18n/I18nProvider.tsx';
import { isLanguage, type Language } from '../packages/ui/src/i18n/language.ts';
import { defaultHandlers } from '../packages/ui/src/mocks/handlers.ts';
import { withAppFrame, withDocsFrame } from './frames.tsx';
import { setupMsw } from './msw-setup.browser.ts';
import { expectNoA11yViolationsInTheme } from './themeA11y.ts';
import '../packages/ui/src/styles/global.css';

type ThemeGlobal = 'light' | 'dark';

/** The toolbar's theme, as <html data-theme>: what apps/web/public/theme.js sets from the visitor's pick. */
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeGlobal = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  return <Story />;
};

/** The toolbar's language (a story may set its own with `globals: { language: 'hi' }`). */
const storyLanguage = (context: { globals: Record<string, unknown> }): Language =>
  isLanguage(context.globals.language) ? context.globals.language : 'en';

/** Loads the chosen language's messages before the story renders, as the app's entry does. */
const languageLoader = async (context: StoryContext) => {
  await loadLanguage(storyLanguage(context));
  return {};
};

/** Every story in the toolbar's language, as the app's LanguageProvider shows it. */
const withLanguage: Decorator = (Story, context) => (
  <LanguageProvider initialLanguage={storyLanguage(context)}>
    <Story />
  </LanguageProvider>
);

/** In the story tests only: the a11y check must pass in both themes. */
async function checkOtherTheme(context: StoryContext) {
  if (context.viewMode !== 'story' || import.meta.env.MODE !== 'test') return;
  const a11y = context.parameters.a11y as { test?: string; disable?: boolean } | undefined;
  if (a11y?.disable === true || a11y?.test === 'off' || a11y?.test === 'todo') return;
  const shown: ThemeGlobal = context.globals.theme === 'dark' ? 'dark' : 'light';
  const other: ThemeGlobal = shown === 'dark' ? 'light' : 'dark';
  // Run by `vitest` (VITEST_STORYBOOK=false) the addon fails the story on its own result, in the shown theme;
  // run from Storybook's test panel it only reports, so both themes are checked here.
  const addonEnforces = import.meta.env.VITEST_STORYBOOK === 'false';
  for (const theme of addonEnforces ? [other] : [shown, other]) {
    await expectNoA11yViolationsInTheme(theme, context.parameters.a11y, shown);
  }
}

const preview: Preview = {
  // Every component gets a docs page (its stories, props table and description).
  tags: ['autodocs'],
  // mswLoader first: it installs the story's handlers before the fakes (and the api client) are created.
  loaders: [mswLoader(setupMsw), appFakesLoader, languageLoader],
  // The first is innermost: the app frame needs the providers; the docs frame holds everything.
  decorators: [withAppFrame, withAppProviders, withLanguage, withTheme, withDocsFrame],
  afterEach: checkOtherTheme,
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
        ],
        dynamicTitle: true,
      },
    },
    frame: {
      description: 'Screens inside the app frame (navigation and footer) or bare',
      toolbar: {
        title: 'Frame',
        icon: 'browser',
        items: [
          { value: 'app', title: 'In the app frame' },
          { value: 'bare', title: 'Screen only' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Screens open at phone size (the product is phone first); pick Tablet or Desktop in the toolbar.
  initialGlobals: {
    theme: 'light',
    language: 'en',
    frame: 'app',
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: defaultHandlers },
    // Accessibility violations fail the story's test (in Chromium), in both themes.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { toc: true },
    viewport: {
      options: {
        phone: { name: 'Phone (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: {
          name: 'Desktop (1280 × 800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
