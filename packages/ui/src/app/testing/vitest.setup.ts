// Runs before the jsdom tests: Storybook's project annotations (a11y addon + our preview) for composeStories,
// and a failing console.error fails the test (docs/style.md), which also catches unhandled MSW requests.
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, afterEach, beforeAll } from 'vitest';
import preview from '../../../../../.storybook/preview.tsx';
import { failOnConsoleError } from './failOnConsoleError.ts';
import { server } from './mswSetup.node.ts';

setProjectAnnotations([a11yAddonAnnotations, preview]);

// Storybook gives play functions `userEvent` only where navigator.clipboard exists; jsdom has none.
if (!('clipboard' in navigator)) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { readText: async () => '', writeText: async () => {} },
  });
}

failOnConsoleError();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
