import { createBootstrapLoader, pkceRequired } from './bootstrapLoader';
import type { CallName, CallTable } from './calls';
import type { CookieOptions } from './cookies';
import { checkPublicToken, noteClient, refuseServer } from './environmentChecks';
import { webRedirect } from './errors';
import { createEventLog } from './eventLog';
import { groupCalls } from './groupedClient';
import { createProviderHttp, type ProviderHttpOptions } from './http';
import type { RandomWords } from './pkce';
import { createPkce } from './pkceStore';
import { createProviderClient } from './providerClient';
import { isAuthorized } from './rbac';
import { createRedirects } from './redirects';
import { createSessionStore, type SessionEnvironment } from './sessionStore';

export interface B2BClientOptions<Names extends CallName = CallName> {
  /**
   * The calls the client makes: CALLS for all of them, WIDGET_CALLS for the login widget's own client. The
   * session refresh needs 'session.authenticate'.
   */
  calls: CallTable<Names | 'session.authenticate'>;
  publicToken: string;
  /** The provider's API origin (the real one, the simulator's, or MSW's). */
  baseUrl: string;
  /** The page: cookies, storage, tab sync, clock, randomness, and its origin. */
  environment: SessionEnvironment & { origin: string };
  telemetry: ProviderHttpOptions['telemetry'];
  fetch?: ProviderHttpOptions['fetch'];
  captchaToken?: ProviderHttpOptions['captchaToken'];
  dfpTelemetryId?: ProviderHttpOptions['dfpTelemetryId'];
  /** Where the browser goes for OAuth, SSO and One Tap; location.assign by default. */
  navigate?: (url: string) => void;
  /** PKCE verifier randomness; the browser's crypto by default. */
  randomWords?: RandomWords;
  /** Whether this runs in a browser; looked up by default. */
  isBrowser?: boolean;
  /** The page's global object, where the multiple-clients check leaves its mark; globalThis by default. */
  page?: object;
  warn?: (message: string) => void;
  error?: (message: string) => void;
  sessionDurationMinutes?: number;
  cookieOptions?: CookieOptions;
  /** Doubles the data-fetch retry base (login spec, section 9). */
  slowConnection?: boolean;
  onSuccess?: (call: CallName, data: unknown) => void;
  onError?: (call: CallName, error: unknown) => void;
  onLogout?: () => void;
}

/** Adds `extra`'s methods beside `base`'s, group by group (oauth.google has calls and a redirect). */
function merge<A extends object, B extends object>(base: A, extra: B): A & B {
  for (const [key, value] of Object.entries(extra)) {
    const existing = (base as Record<string, unknown>)[key];
    if (typeof existing === 'object' && existing !== null && typeof value === 'object') merge(existing, value);
    else (base as Record<string, unknown>)[key] = value;
  }
  return base as A & B;
}

/** What both clients are made of: the login client, and the parts the full client adds to it. */
function createClientParts<Names extends CallName>(options: B2BClientOptions<Names>) {
  const warn = options.warn ?? console.warn;
  const error = options.error ?? console.error;
  refuseServer(options.isBrowser ?? typeof window !== 'undefined');
  checkPublicToken(options.publicToken, warn);
  const release = noteClient(options.page ?? globalThis, warn);
  const { environment, publicToken } = options;
  // Every navigation the client makes goes through the one check: http and https addresses only.
  const go = options.navigate ?? ((url: string) => globalThis.location.assign(url));
  const navigate = (url: string) => go(webRedirect(url));

  const request = createProviderHttp({
    baseUrl: options.baseUrl,
    publicToken,
    sessionToken: () => store.sessionToken(),
    telemetry: options.telemetry,
    origin: environment.origin,
    fetch: options.fetch,
    captchaToken: options.captchaToken,
    dfpTelemetryId: options.dfpTelemetryId,
  });
  const store = createSessionStore({
    ...environment,
    publicToken,
    cookieOptions: options.cookieOptions,
    // The background refresh applies the answer itself, so it bypasses the call runner's session update.
    authenticate: () => request('POST', options.calls['session.authenticate'].path, {}),
    onLogout: options.onLogout,
    warn,
  });
  const bootstrap = createBootstrapLoader({
    request,
    publicToken,
    clock: environment.clock,
    slowConnection: options.slowConnection,
    warn,
    error,
  });
  const pkce = createPkce({
    storage: environment.storage,
    publicToken,
    required: async (flow) => pkceRequired(await bootstrap.ready, flow),
    randomWords: options.randomWords,
    warn,
  });
  const call = createProviderClient({
    calls: options.calls,
    request,
    updateSession: store.update,
    destroySession: store.destroy,
    currentMemberId: () => {
      const id = store.state.client?.member.member_id;
      return typeof id === 'string' ? id : undefined;
    },
    intermediateToken: store.intermediateToken,
    pkce,
    navigate,
    sessionDurationMinutes: options.sessionDurationMinutes,
    onSuccess: options.onSuccess,
    onError: options.onError,
    warn,
    origin: environment.origin,
  });
  store.start();

  const client = Object.assign(
    merge(
      groupCalls<Names>(options.calls, call),
      createRedirects({ baseUrl: options.baseUrl, publicToken, pkce, navigate }),
    ),
    {
      bootstrap: { getSync: bootstrap.get, getAsync: () => bootstrap.ready },
      /** The persisted member, organization and session, synchronised across tabs. */
      state: store.state,
      stop() {
        store.stop();
        bootstrap.stop();
        release();
      },
    },
  );
  return { client, request, bootstrap, store };
}

/**
 * The client the login widget makes for itself (mountLogin with a public token): every call of its table as
 * client.group.call(args), the OAuth and SSO redirects, the bootstrap, and the session kept in cookies and
 * storage. Refuses to run on a server, and warns about a malformed public token or a second client on the page.
 */
export function createLoginClient<Names extends CallName>(options: B2BClientOptions<Names>) {
  return createClientParts(options).client;
}

/**
 * The provider client for business login, as a page creates it: the login client, plus access checks against
 * the project's policy and telemetry.
 */
export function createB2BClient<Names extends CallName>(options: B2BClientOptions<Names>) {
  const { client, request, bootstrap, store } = createClientParts(options);
  const events = createEventLog({
    clock: options.environment.clock,
    send: (batch) => request('POST', '/events', { events: batch }),
  });
  const roles = () => store.state.client?.session.roles ?? [];
  return Object.assign(client, {
    /** Role-based access from the session's roles and the bootstrap policy (login spec, section 6). */
    rbac: {
      isAuthorizedSync: (resourceId: string, action: string) =>
        isAuthorized(bootstrap.get().rbacPolicy, roles(), resourceId, action),
      isAuthorized: async (resourceId: string, action: string) =>
        isAuthorized((await bootstrap.ready).rbacPolicy, roles(), resourceId, action),
    },
    /** Telemetry to POST /events, batched (15 a batch, every 800 ms); failures are dropped. */
    events: { log: events.log },
  });
}

export type LoginClient<Names extends CallName = CallName> = ReturnType<typeof createLoginClient<Names>>;
export type B2BClient<Names extends CallName = CallName> = ReturnType<typeof createB2BClient<Names>>;
