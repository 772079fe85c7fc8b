// Runs before the jsdom unit tests: a failing console.error fails the test (docs/style.md), which also catches
// unhandled MSW requests; expect gets jest-dom's matchers (toBeVisible, toHaveTextContent …).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { failOnConsoleError } from './failOnConsoleError.ts';
import { server } from './mswSetup.node.ts';

failOnConsoleError();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
