import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tooling/chromium.mjs';

// Every story in headless Chromium (Debian's; CHROMIUM_PATH overrides /usr/bin/chromium): `npm run test:browser`.
// Not part of the root `npm test` (that globs vitest.config.ts only); the coordinator runs it in test:e2e.

export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)) })],
  server: { host: '127.0.0.1' },
  test: {
    name: 'ui-browser',
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
