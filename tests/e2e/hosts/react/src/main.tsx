// An integrator's React 19 app (Vite, TypeScript): the widget from @genios/login/react among the app's own
// providers, under StrictMode, its callbacks writing into the app's own context.
import { LoginWidget, type LoginOptions } from '@genios/login/react';
import '@genios/login/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionLogProvider, useSessionLog } from './sessionLog';

/** What the app's server tells its pages (the test serves it): where the provider is, and the brand's colour. */
interface HostConfig {
  providerBaseUrl: string;
  providerPublicToken: string;
  brandColor: string;
}

function Login({ config }: { config: HostConfig }) {
  const log = useSessionLog();
  const options: LoginOptions = {
    publicToken: config.providerPublicToken,
    providerBaseUrl: config.providerBaseUrl,
    config: {
      products: ['magic_link'],
      authFlowType: 'Discovery',
      emailMagicLinksOptions: { discoveryRedirectURL: `${location.origin}/` },
    },
  };
  return (
    <LoginWidget
      options={options}
      theme={{ colors: { primary: config.brandColor } }}
      callbacks={{
        onSuccess: (call) => log.add(`success ${call}`),
        onError: (call) => log.add(`error ${call}`),
        onFlowComplete: () => log.add('flow-complete'),
      }}
    />
  );
}

function Events() {
  return (
    <ul id="events">
      {useSessionLog().events.map((event, index) => (
        <li key={index}>{event}</li>
      ))}
    </ul>
  );
}

const config = (await (await fetch('/config.json')).json()) as HostConfig;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionLogProvider>
      <main>
        <h1>An integrator's React app</h1>
        <Login config={config} />
        <h2>Events</h2>
        <Events />
      </main>
    </SessionLogProvider>
  </StrictMode>,
);
