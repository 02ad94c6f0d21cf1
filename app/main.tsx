import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalStyles, ThemeProvider } from '../src/theme';
import { Logo } from '../src/ui/Logo';

/** A placeholder start page until the assembled app (its own issue) replaces it. */
function StartPage() {
  return (
    <main style={{ maxWidth: 640, margin: '48px auto', padding: '0 16px', lineHeight: 1.5 }}>
      <Logo name="Genios" />
      <h1>Genios Web</h1>
      <p>
        The assistant app is being assembled. Every component and screen can be reviewed in Storybook (
        <code>npm run storybook</code>), and the simulator already answers the chat and output APIs here.
      </p>
      <p>
        <a href="/__inbox">Open the development inbox</a>
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <GlobalStyles />
      <StartPage />
    </ThemeProvider>
  </StrictMode>,
);
