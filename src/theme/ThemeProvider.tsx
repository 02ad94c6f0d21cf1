import { ThemeProvider as EmotionThemeProvider, Global, css } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { mergeTheme, type DeepPartial } from './mergeTheme';
import { defaultTheme, type GeniosTheme } from './theme';

export interface ThemeProviderProps {
  theme?: DeepPartial<GeniosTheme>;
  children: ReactNode;
}

/** Provides the Genios theme (defaults plus integrator overrides) to every Emotion-styled descendant. */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const merged = useMemo(() => mergeTheme(defaultTheme, theme), [theme]);
  return <EmotionThemeProvider theme={merged}>{children}</EmotionThemeProvider>;
}

/** Base document styles for pages that are wholly ours (the app and Storybook), never for embedded widgets. */
export function GlobalStyles() {
  return (
    <Global
      styles={(theme) => css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        body {
          margin: 0;
          font-family: ${theme.fonts.family};
          font-size: ${theme.fonts.size}px;
          color: ${theme.colors.text};
          background: ${theme.colors.background};
        }
      `}
    />
  );
}
