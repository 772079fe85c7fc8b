// Runs before the jsdom tests: a failing console.error fails the test (docs/style.md), jsdom gets the one browser
// call it lacks, and expect gets jest-dom's matchers (toBeVisible, toHaveTextContent, toHaveAccessibleName …),
// which assert what a person sees.
import '@testing-library/jest-dom/vitest';
import { failOnConsoleError } from '@termtap/ui/testing/failOnConsoleError.ts';
import { beforeEach } from 'vitest';

failOnConsoleError();

// jsdom does not scroll; the app scrolls to the top on every new screen.
beforeEach(() => {
  if (typeof window !== 'undefined') window.scrollTo = () => {};
});
