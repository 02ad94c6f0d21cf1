import type { StorybookConfig } from '@storybook/react-vite';
import base from '../.storybook/main.ts';

/**
 * The login stories alone, for the story tests that run them on the renderer the standalone widget ships
 * (vite.config.ts, project `stories-widget`). Same preview, same references. A folder at the top, like
 * .storybook: the Storybook test plugin roots a project at its config folder's parent.
 */
const config: StorybookConfig = {
  ...base,
  stories: ['../stories/login/**/*.stories.@(ts|tsx)'],
  staticDirs: ['../.storybook/public'],
};

export default config;
