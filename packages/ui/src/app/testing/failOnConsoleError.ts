import { afterEach, beforeEach, expect } from 'vitest';

/** Registers hooks so that any console.error during a test fails it (docs/style.md); it still prints. */
export function failOnConsoleError(): void {
  let consoleErrors: string[] = [];
  const originalConsoleError = console.error;

  beforeEach(() => {
    consoleErrors = [];
    console.error = (...args: unknown[]) => {
      consoleErrors.push(args.map(String).join(' '));
      originalConsoleError(...args);
    };
  });

  afterEach(() => {
    console.error = originalConsoleError;
    expect(consoleErrors, 'console.error was called').toEqual([]);
  });
}
