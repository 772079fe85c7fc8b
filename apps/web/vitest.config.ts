import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Unit tests of the host (ports, routes) and the bundle budget. The browser suite runs on Playwright Test
// (playwright.config.ts), only with `npm run test:e2e`.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // One jsdom per worker, not per file: a fresh one per file was 61% of this project's time (decision 0026).
    isolate: false,
  },
});
