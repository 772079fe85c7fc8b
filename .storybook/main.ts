import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Holds mockServiceWorker.js (regenerate with `npx msw init .storybook/public` after upgrading msw).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
