import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Unit tests in jsdom, with msw/node. The stories run in Chromium (vitest.browser.config.ts).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/app/testing/vitest.setup.ts'],
  },
});
