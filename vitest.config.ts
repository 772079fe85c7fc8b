import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tooling/test-sequencer.ts';

// One runner for the whole repo: each workspace brings its own project config.
export default defineConfig({
  test: {
    // The machines have 2 cores; PGlite and jsdom are heavy, so at most two test files run at once.
    maxWorkers: 2,
    // The longest files first, across projects (decision 0022).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      'content/vitest.config.ts',
      'packages/*/vitest.config.ts',
      // Every story, in Chromium.
      'packages/ui/vitest.browser.config.ts',
      'apps/*/vitest.config.ts',
      'contracts/vitest.config.{ts,mts}',
      'tooling/vitest.config.ts',
      'tooling/lint-rules/vitest.config.ts',
    ],
  },
});
