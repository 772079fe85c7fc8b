import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tooling/chromium.mjs';

// Every story is a test, in headless Chromium (Debian's; CHROMIUM_PATH overrides /usr/bin/chromium), through
// Storybook's Vitest plugin: it renders with its MSW handlers (a service worker), plays, and passes axe in both
// themes (the a11y addon checks the story's theme, .storybook/preview.tsx's afterEach the other one), colour
// contrast included, which only a real browser computes. Part of the root `npm test`; alone:
// `npx vitest run --project stories`.

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject({
  plugins: [storybookTest({ configDir: here('../../.storybook') })],
  // The browser server listens here (Vitest 5 takes its host from server.host); its port is the first free
  // one from 23315, so runs in two worktrees at once do not collide.
  server: { host: '127.0.0.1' },
  test: {
    name: 'stories',
    globalSetup: [here('./src/app/testing/storiesGlobalSetup.ts')],
    setupFiles: [here('./src/app/testing/storiesSetup.ts')],
    // Two axe runs per story on a shared two-core machine: more than Vitest's default 5 s.
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
