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
    // One jsdom per worker, not per file: a fresh one per file was 61% of this project's time (decision 0026).
    isolate: false,
  },
});
