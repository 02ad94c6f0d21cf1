import { createAssistantApi } from '../src/api/assistantApi';
import { realClock } from '../src/core/clock';
import type { LiveEnvironment } from '../src/live/react/LiveContext';
import { createFetchPartTransport } from '../src/upload/fetchPartTransport';
import type { AppConfig } from './config';
import { createPageProviderClient } from './providerClient';
import type { AppDependencies } from './routes';
import { providerSession } from './session';

/** The real services of the browser page, from the configuration. */
export function browserDependencies(config: AppConfig): AppDependencies & {
  providerClient: ReturnType<typeof createPageProviderClient>;
} {
  const providerClient = createPageProviderClient(config);
  const environments = new Map<string, Promise<LiveEnvironment>>();
  return {
    config,
    providerClient,
    session: providerSession(providerClient),
    api: createAssistantApi({ baseUrl: config.apiBaseUrl, clock: realClock }),
    partTransport: createFetchPartTransport({ apiBase: config.apiBaseUrl }),
    liveEnvironment: (organizationUid) => {
      let environment = environments.get(organizationUid);
      if (!environment) {
        // The sockets' code loads with the first protected page: the login page does not carry it.
        environment = import('../src/live/react/LiveContext').then(({ browserEnvironment }) =>
          browserEnvironment(config.wsBaseUrl, organizationUid),
        );
        environments.set(organizationUid, environment);
      }
      return environment;
    },
  };
}
