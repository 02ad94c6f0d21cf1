import { createAssistantApi } from '../src/api/assistantApi';
import { realClock } from '../src/core/clock';
import { browserEnvironment, type LiveEnvironment } from '../src/live/react/LiveContext';
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
  const environments = new Map<string, LiveEnvironment>();
  return {
    config,
    providerClient,
    session: providerSession(providerClient),
    api: createAssistantApi({ baseUrl: config.apiBaseUrl, clock: realClock }),
    partTransport: createFetchPartTransport({ apiBase: config.apiBaseUrl }),
    liveEnvironment: (organizationUid) => {
      let environment = environments.get(organizationUid);
      if (!environment) {
        environment = browserEnvironment(config.wsBaseUrl, organizationUid);
        environments.set(organizationUid, environment);
      }
      return environment;
    },
  };
}
