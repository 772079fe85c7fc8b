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
  },
});
