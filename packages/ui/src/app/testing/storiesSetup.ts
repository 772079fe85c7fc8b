// Runs in Chromium before the story tests: a console.error fails the story, as it fails a unit test; an API
// call that no story handler answers is one (.storybook/msw-setup.browser.ts).
import { configure } from 'storybook/test';
import { failOnConsoleError } from './failOnConsoleError.ts';

failOnConsoleError();

// A story's first list arrives through MSW's service worker. Beside the e2e suite on a two-core machine that
// took more than Testing Library's 1 s default, and a story failed while its rows were still grey
// placeholders. A findBy* still fails on a real fault, only later.
configure({ asyncUtilTimeout: 5000 });
