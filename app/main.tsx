import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { GlobalStyles, ThemeProvider } from '../src/theme';
import './fonts/login.css';
import { ImageOriginsProvider } from '../src/ui/imageOrigins';
import { loadConfig } from './config';
import { browserDependencies } from './dependencies';
import { StartupErrorPage } from './pages/StartupErrorPage';
import { prefetchLaterPages } from './prefetchLater';
import { createAppRoutes, LOGIN_PATHS } from './routes';

const root = createRoot(document.getElementById('root')!);

const render = (node: ReactNode) =>
  root.render(
    <StrictMode>
      <ThemeProvider>
        <GlobalStyles />
        {node}
      </ThemeProvider>
    </StrictMode>,
  );

/**
 * Reads the configuration (build-time VITE_* values, /config.json overrides, same-origin defaults under
 * `npm start`), then serves the routes. The sockets' LiveProvider sits in the protected routes, where the
 * organization its handshake needs is known.
 */
async function start() {
  prefetchLaterPages({ atOnce: !LOGIN_PATHS.includes(location.pathname) });
  try {
    const config = await loadConfig({
      env: import.meta.env,
      baseUrl: import.meta.env.BASE_URL,
      sameOriginDefaults: import.meta.env.DEV ? location.origin : undefined,
    });
    const router = createBrowserRouter(createAppRoutes(browserDependencies(config)));
    // Markdown images load from this page's origin and the API's only.
    render(
      <ImageOriginsProvider origins={[config.apiBaseUrl]}>
        <RouterProvider router={router} />
      </ImageOriginsProvider>,
    );
  } catch (error) {
    console.error(error);
    render(<StartupErrorPage error={error} />);
  }
}

void start();
