import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../fonts/login.css';
import { createBrowserLoginClient, WIDGET_CALLS } from '../../src/login/client';
import { loadConfig } from '../config';
import { AfterTakeOver, holdEarlyClicks } from '../earlyClicks';
import { AppFrame } from '../frame';
import { SESSION_DURATION_MINUTES } from '../providerClient';
import { providerSession } from '../session';
import { nextTask } from '../nextTask';
import { hasSession } from '../sessionPresence';
import { showStartupError } from '../startupError';
import { timeZoneReader } from '../timeZone';
import { LoginPage } from './LoginPage';
import { SIGNED_IN_PATH } from './paths';

const container = document.getElementById('root')!;
const earlyClicks = holdEarlyClicks(container);

/** The member has a session: the app's pages, loaded whole (they are another build, app/main.tsx). */
const signedIn = () => location.replace(SIGNED_IN_PATH);

/**
 * The login page's start, while its first screen is on screen (rendered into index.html at build time): the
 * time zone's reader (app/timeZone.ts), the configuration (build-time VITE_* values, /config.json overrides,
 * same-origin defaults under `npm start`); a member who already has a session leaves for /dashboard; anyone else
 * gets the widget, which takes over the screen drawn at build time. Vite's development server serves the template without it: there the page draws it.
 */
async function start() {
  const readTimeZone = timeZoneReader();
  const config = await loadConfig({
    env: import.meta.env,
    baseUrl: import.meta.env.BASE_URL,
    sameOriginDefaults: import.meta.env.DEV ? location.origin : undefined,
  });
  if (hasSession({ cookie: document.cookie, storage: localStorage }, config.providerPublicToken)) return signedIn();
  // The client the widget would make for itself (the standalone widget's), made here to share its session.
  const client = createBrowserLoginClient({
    calls: WIDGET_CALLS,
    publicToken: config.providerPublicToken,
    baseUrl: config.providerBaseUrl,
    sessionDurationMinutes: SESSION_DURATION_MINUTES,
    readTimeZone,
  });
  // A login in another tab ends this page too.
  const session = providerSession(client);
  session.subscribe(() => session.isLoggedIn() && signedIn());
  const page = (
    <AppFrame>
      <LoginPage client={client} origin={location.origin} onFlowComplete={signedIn} />
      <AfterTakeOver then={earlyClicks.replay} />
    </AppFrame>
  );
  // The client's start and the takeover, two tasks (app/nextTask.ts).
  await nextTask();
  if (container.firstElementChild) takeOver(page);
  else createRoot(container).render(page);
}

/**
 * Takes over the screen drawn at build time (hydration: the same elements, kept). What a member typed there
 * before, or a password manager filled, stays and reaches the widget as typed: a field's value the widget does
 * not know would be emptied by its next render.
 */
function takeOver(page: ReactElement) {
  const typed = [...container.querySelectorAll('input')].filter((input) => input.value !== input.defaultValue);
  hydrateRoot(container, page);
  for (const input of typed) input.dispatchEvent(new Event('input', { bubbles: true }));
}

start().catch((error: unknown) => showStartupError(container, error, earlyClicks));
