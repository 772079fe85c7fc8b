import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Unit tests and every story (src/app/stories.test.tsx) in jsdom, with msw/node and the a11y checks.
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^\.\/msw-setup\.browser\.ts$/,
        replacement: fileURLToPath(new URL('./src/app/testing/mswSetup.node.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/app/testing/vitest.setup.ts'],
    // Without these, Storybook's a11y results are only reported, not failed (docs/stack.md).
    env: { VITEST_STORYBOOK: 'false' },
    server: { deps: { inline: ['@storybook/addon-a11y'] } },
  },
});
