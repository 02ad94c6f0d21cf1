import { StrictMode, type ReactNode } from 'react';
import { GlobalStyles, ThemeProvider } from '../src/theme';

/** What surrounds every page of the app, in the browser and in the build-time render of its shells alike. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <GlobalStyles />
        {children}
      </ThemeProvider>
    </StrictMode>
  );
}
