// Runs before the jsdom tests: a failing console.error fails the test (STYLE.md), and jsdom gets the one
// browser call it lacks.
import { afterEach, beforeEach, expect } from 'vitest';

let consoleErrors: string[] = [];
const originalConsoleError = console.error;

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
    originalConsoleError(...args);
  };
  // jsdom does not scroll; the app scrolls to the top on every new screen.
  if (typeof window !== 'undefined') window.scrollTo = () => {};
});

afterEach(() => {
  console.error = originalConsoleError;
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
