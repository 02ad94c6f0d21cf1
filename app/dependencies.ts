import { createAssistantApi, type AssistantApi } from '../src/api/assistantApi';
import { realClock } from '../src/core/clock';
import type { LiveEnvironment } from '../src/live/react/LiveContext';
import type { PartTransport } from '../src/upload/uploadRunner';
import { createFetchPartTransport } from '../src/upload/fetchPartTransport';
import type { AppConfig } from './config';
import { createPageProviderClient } from './providerClient';
import { providerSession, type AppSession } from './session';

/** Everything the pages talk to, injected: the browser's real services in main.tsx, fakes in tests and stories. */
export interface AppDependencies {
  config: AppConfig;
  session: AppSession;
  /** Goes to the login page, a page of its own at / (a full load): where a visitor without a session belongs. */
  leaveForLogin: () => void;
  api: Pick<
    AssistantApi,
    'organization' | 'createForIpoPitch' | 'createWithQuery' | 'respondWithQuery' | 'startFileUpload'
  >;
  /** add_file_upload_part. */
  partTransport: PartTransport;
  /**
   * The sockets' environment for an organization; the same object for the same organization. It may arrive
   * later: the browser's loads the sockets' code with the first protected page.
   */
  liveEnvironment: (organizationUid: string) => LiveEnvironment | Promise<LiveEnvironment>;
}

/** The login page is a page of its own: the browser loads it whole, in place of the page that leaves. */
export const leaveForLogin = (): void => location.replace('/');

/**
 * The real services of the browser page, from the configuration; `readTimeZone` gives the provider's telemetry
 * its zone (app/timeZone.ts).
 */
export function browserDependencies(config: AppConfig, readTimeZone: () => string): AppDependencies {
  const environments = new Map<string, Promise<LiveEnvironment>>();
  return {
    config,
    session: providerSession(createPageProviderClient(config, readTimeZone)),
    leaveForLogin,
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
