// Runs in Chromium before the story tests: a console.error fails the story, as it fails a unit test; an API
// call that no story handler answers is one (.storybook/msw-setup.browser.ts).
import { failOnConsoleError } from './failOnConsoleError.ts';

failOnConsoleError();
