// Every story in packages/ui is a test: it renders with its MSW handlers, plays, and passes the a11y checks in
// both themes (the a11y addon checks the story's theme; .storybook/preview.tsx's afterEach the other one).
import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite';
import { describe, test } from 'vitest';

interface StoriesModule {
  default: Meta;
  [story: string]: StoryObj;
}

const storyModules = import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true });

for (const [file, storyModule] of Object.entries(storyModules)) {
  describe(file.replace(/^\.\.\//, ''), () => {
    for (const [name, Story] of Object.entries(composeStories(storyModule))) {
      // Two axe runs per story on a shared two-core machine: more than Vitest's default 5 s.
      test(name, { timeout: 20_000 }, async () => {
        await Story.run();
      });
    }
  });
}
