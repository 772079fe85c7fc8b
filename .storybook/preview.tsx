import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { appFakesLoader, withAppProviders } from '../packages/ui/src/app/testing/storyApp.tsx';
import { defaultHandlers } from '../packages/ui/src/mocks/handlers.ts';
import { setupMsw } from './msw-setup.browser.ts';
import '../packages/ui/src/styles/global.css';

const preview: Preview = {
  // mswLoader first: it installs the story's handlers before the fakes (and the api client) are created.
  loaders: [mswLoader(setupMsw), appFakesLoader],
  decorators: [withAppProviders],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: defaultHandlers },
    // Accessibility violations fail the story's test, in jsdom and in Chromium.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
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
