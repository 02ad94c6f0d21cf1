import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // The MSW service worker of the simulator's browser adapter.
  staticDirs: ['./public'],
  // Docs: the pages autodocs writes for the stories tagged 'autodocs', from each component's JSDoc and props.
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
