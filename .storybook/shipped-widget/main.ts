import type { StorybookConfig } from '@storybook/react-vite';
import base from '../main.ts';

/**
 * The login stories alone, for the story tests that run them on the renderer the standalone widget ships
 * (vite.config.ts, project `stories-widget`). Same preview, same references.
 */
const config: StorybookConfig = {
  ...base,
  stories: ['../../stories/login/**/*.stories.@(ts|tsx)'],
  staticDirs: ['../public'],
};

export default config;
