import type { StorybookConfig } from '@storybook/react-vite';
import base from '../.storybook/main.ts';

/**
 * The login stories alone, for the story tests that run them on the renderer the standalone widget ships
 * (vite.config.ts, project `stories-widget`). Same preview, same references. A folder at the top, like
 * .storybook: the Storybook test plugin roots a project at its config folder's parent.
 */
const config: StorybookConfig = {
  ...base,
  // The app's login page is the standalone widget's own page: it runs on the widget's renderer too.
  stories: ['../stories/login/**/*.stories.@(ts|tsx)', '../stories/app/Login.stories.tsx'],
  staticDirs: ['../.storybook/public'],
};

export default config;
