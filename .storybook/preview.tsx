import { Global, css } from '@emotion/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { GlobalStyles, ThemeProvider } from '../src/theme';
import { a11y } from './a11y';
import { cleanSlate } from './cleanSlate';
import { loadShippedFonts } from './fonts';
import { chromaticModes, globalTypes, initialGlobals, modesOf, StoryModesProvider, themeIn } from './modes';
import { pseudoArgs } from './modes/pseudoArgs';
import { ReviewDocsPage } from './docsPage';
import { withSimulator } from './simulator';
import { VIEWPORTS } from './viewports';

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
 * Around a story that is not full-screen: its own size (the picture crops to it), never wider than the
 * viewport, so a story sized as its component is in the app (a 400 px card, say) can shrink on a phone.
 */
const padded = { display: 'inline-block', padding: 16, maxWidth: '100%', boxSizing: 'border-box' } as const;

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
        <div data-story-root dir={modes.dir} style={parameters.layout === 'fullscreen' ? undefined : padded}>
          {/* The catalogue texts a screen story passes as fixtures, as the flow would write them in the locale. */}
          {modes.locale === 'en' ? <Story /> : Story({ args: pseudoArgs(args, modes.locale) })}
        </div>
      </ThemeProvider>
    </StoryModesProvider>
  );
};

const preview: Preview = {
  // A docs page for every story file: each screen's states at a glance (./docsPage.tsx).
  tags: ['autodocs'],
  decorators: [withModes],
  globalTypes,
  initialGlobals,
  loaders: [loadShippedFonts],
  beforeEach: [cleanSlate, withSimulator],
  parameters: {
    layout: 'padded',
    controls: {
      matchers: { color: /(background|color)$/i },
      // A screen's intents are spies (stories/login/intentSpies.ts), which no control can edit: the docs pages'
      // tables showed each spy's minified source in their place.
      exclude: ['intents'],
    },
    a11y,
    chromatic: { modes: chromaticModes },
    docs: { page: ReviewDocsPage },
    // Phones, a tablet and a laptop, then the theme's breakpoints (./viewports).
    viewport: { options: VIEWPORTS },
  },
};

export default preview;
