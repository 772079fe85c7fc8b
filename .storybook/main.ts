import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The guidelines and the token pages are MDX docs; every component and screen has its stories beside it.
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Holds mockServiceWorker.js (regenerate with `npx msw init .storybook/public` after upgrading msw).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // Storybook's own "Get started" checklist is for people setting Storybook up, not for this project's readers.
  features: { sidebarOnboardingChecklist: false },
};

export default config;
