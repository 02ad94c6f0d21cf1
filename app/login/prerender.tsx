import { renderToString } from 'react-dom/server';
import { realClock } from '../../src/core/clock';
import { mathRandom } from '../../src/core/random';
import { createLoginClient, WIDGET_CALLS } from '../../src/login/client';
import { CacheProvider } from '../../src/theme/compactEmotion';
import { StyleText } from '../../src/theme/compactEmotion/sheet';
import { AppFrame } from '../frame';
import { LoginPage } from './LoginPage';

/** The page as the build renders it: a first visit, no token in the address. Its origin shows nowhere. */
const FIRST_VISIT = new URL('https://login.invalid/');

/** Nothing stored, nothing kept. */
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/**
 * The login client of a visitor the build knows nothing about: no cookie, nothing stored, and no request ever
 * leaves (the first one waits for telemetry that never comes), so the project's bootstrap is the defaults, as it
 * is in the browser until its answer arrives.
 */
function firstVisitClient() {
  return createLoginClient({
    calls: WIDGET_CALLS,
    publicToken: 'public-token-first-visit',
    baseUrl: FIRST_VISIT.origin,
    environment: {
      cookies: { get: () => '', set: () => undefined },
      storage: noStorage,
      onStorage: () => () => undefined,
      hostname: FIRST_VISIT.hostname,
      origin: FIRST_VISIT.origin,
      clock: realClock,
      random: mathRandom,
    },
    telemetry: () => new Promise<never>(() => undefined),
    // It renders one screen here and is stopped: nothing of a browser's is ever touched.
    isBrowser: true,
    page: {},
  });
}

/**
 * The login page's first screen as HTML, with the CSS its elements need: rendered at build time with the
 * renderer and style runtime the page runs on (vite.login.config.ts), so the widget's first render in the
 * browser draws the same elements with the same classes and takes them over (./main.tsx).
 */
export function renderLoginPage(): { html: string; css: string } {
  const styles = new StyleText();
  const client = firstVisitClient();
  const location = { href: FIRST_VISIT.href, replace: () => undefined, assign: () => undefined };
  try {
    const html = renderToString(
      <CacheProvider value={{ key: 'css', root: styles }}>
        <AppFrame>
          <LoginPage
            client={client}
            origin={FIRST_VISIT.origin}
            location={location}
            storage={noStorage}
            onFlowComplete={() => undefined}
          />
        </AppFrame>
      </CacheProvider>,
    );
    return { html, css: styles.toString() };
  } finally {
    client.stop();
  }
}
