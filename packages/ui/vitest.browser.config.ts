import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story in headless Chromium (Debian's; CHROMIUM_PATH overrides /usr/bin/chromium): `npm run test:browser`.
// Not part of the root `npm test` (that globs vitest.config.ts only); the coordinator runs it in test:e2e.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)) })],
  server: { host: '127.0.0.1' },
  test: {
    name: 'ui-browser',
    browser: {
      enabled: true,
      headless: true,
      api: { host: '127.0.0.1', port: 0 },
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
