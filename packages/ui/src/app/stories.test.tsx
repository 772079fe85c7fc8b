// Every story in packages/ui is a test: it renders with its MSW handlers, plays, and passes the a11y checks.
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
      test(name, async () => {
        await Story.run();
      });
    }
  });
}
