import { Global, css } from '@emotion/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { GlobalStyles, ThemeProvider } from '../src/theme';
import { cleanSlate } from './cleanSlate';
import { loadShippedFonts } from './fonts';
import { chromaticModes, globalTypes, initialGlobals, modesOf, StoryModesProvider, themeIn } from './modes';
import { pseudoArgs } from './modes/pseudoArgs';
import { withSimulator } from './simulator';

/** Under test every frame must be the same: no animations, transitions or blinking caret. */
const frozenForScreenshots = css`
  *,
  *::before,
  *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
`;

// findBy* and waitFor wait for a condition; a second (the default) is too short on a busy machine.
configure({ asyncUtilTimeout: 30_000 });

const underTest = () => Boolean((globalThis as { __vitest_browser__?: boolean }).__vitest_browser__);

/**
 * The toolbar's modes (theme, text direction, locale: ./modes) around every story. The direction is the
 * page's, as on a page in a right-to-left language, so what a story portals out of its root mirrors too.
 */
const withModes: Decorator = (Story, { parameters, globals, args }) => {
  const modes = modesOf(globals);
  document.documentElement.dir = modes.dir;
  return (
    <StoryModesProvider modes={modes}>
      <ThemeProvider theme={themeIn(modes.theme, parameters.theme)}>
        <GlobalStyles />
        {underTest() && <Global styles={frozenForScreenshots} />}
        <div
          data-story-root
          dir={modes.dir}
          style={parameters.layout === 'fullscreen' ? undefined : { display: 'inline-block', padding: 16 }}
        >
          {/* The catalogue texts a screen story passes as fixtures, as the flow would write them in the locale. */}
          {modes.locale === 'en' ? <Story /> : Story({ args: pseudoArgs(args, modes.locale) })}
        </div>
      </ThemeProvider>
    </StoryModesProvider>
  );
};

const preview: Preview = {
  decorators: [withModes],
  globalTypes,
  initialGlobals,
  loaders: [loadShippedFonts],
  beforeEach: [cleanSlate, withSimulator],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    chromatic: { modes: chromaticModes },
    viewport: {
      options: {
        xs: { name: 'xs 342', styles: { width: '342px', height: '800px' } },
        sm: { name: 'sm 576', styles: { width: '576px', height: '800px' } },
        md: { name: 'md 700', styles: { width: '700px', height: '900px' } },
        lg: { name: 'lg 992', styles: { width: '992px', height: '900px' } },
        xl: { name: 'xl 1200', styles: { width: '1200px', height: '900px' } },
        xxl: { name: 'xxl 1400', styles: { width: '1400px', height: '900px' } },
      },
    },
  },
};

export default preview;
