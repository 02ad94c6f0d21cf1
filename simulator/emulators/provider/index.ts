import { matchPath } from '../../core/pathPattern';
import type { Simulation } from '../../core/simulation';
import type { Emulator, EmulatorFactory, SimRequest, SimResponse } from '../../core/types';
import { Sessions } from './auth';
import { authenticateProject, BACKEND_PREFIX, backendRoutes } from './backend';
import { CAPTCHA_PROTECTED, captchaRequired } from './captcha';
import { configureProject, seedOrganizations } from './configure';
import { basicAuth, bodyObject } from './input';
import { IMPERSONATION_TOKEN_MINUTES, Kit } from './kit';
import { restoreSnapshot, snapshotOf, type ProviderSnapshot } from './persistence';
import type { ProjectConfig } from './project';
import { fail } from './reply';
import { answer, byLiteralFirst, findRoute, SDK_PREFIX, type Deps, type Envelope, type Route } from './router';
import { browserRoutes } from './routes/browser';
import { googleIdentityRoutes } from './routes/googleIdentity';
import { jwksRoutes } from './routes/jwks';
import { connectedAppRoutes } from './routes/connectedApps';
import { consentRoutes } from './routes/consent';
import { discoveryRoutes } from './routes/discovery';
import { emailUpdateRoutes } from './routes/emailUpdate';
import { magicLinkRoutes } from './routes/magicLinks';
import { memberRoutes } from './routes/members';
import { mfaRoutes } from './routes/mfa';
import { oauthRoutes } from './routes/oauth';
import { organizationRoutes } from './routes/organizations';
import { otpRoutes } from './routes/otps';
import { passwordRoutes } from './routes/passwords';
import { projectRoutes } from './routes/project';
import { scimRoutes } from './routes/scim';
import { sessionRoutes } from './routes/sessions';
import { ssoRoutes } from './routes/sso';
import { anyTypeRedirectUrl, appRedirectUrl, demoProject, NPM_START_ORIGIN, seedDemo } from './seed';
import { ProviderState, type StrengthPolicy } from './state';

export { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN } from './seed';
export { SDK_PREFIX } from './router';
export { providerDriver } from './driver';
export type { ProviderState } from './state';

export interface ProviderOptions {
  /** Refuse captcha-protected calls with 'Captcha required' until they carry a captcha token. */
  captchaRequired?: boolean;
  /** Path patterns (simulator pathPattern syntax) that fail as if an ad blocker swallowed them. */
  adBlockedPaths?: string[];
  strengthPolicy?: StrengthPolicy;
  /** The project requires PKCE for magic links, password resets, OAuth and SSO. */
  pkceRequired?: boolean;
  createOrganizationEnabled?: boolean;
  /** What the Google One Tap start answers (default 'configured'). */
  googleOneTap?: GoogleOneTapSetup;
  /** The project as a project file and flags configure it, over the demo's (project.ts). */
  project?: ProjectConfig;
  /** Data to start from instead of the demo's (a state file, persistence.ts). */
  snapshot?: ProviderSnapshot;
}

/**
 * Google One Tap's start: the project's Google client id; none (google_client_id empty, which the widget reports
 * as oauth_config_not_found); or a refusal, the project using the provider's default Google client.
 */
export type GoogleOneTapSetup = 'configured' | 'no-client' | 'default-client';

/** Switches a test or scenario driver may flip during a run. */
export interface ProviderSwitches {
  captchaRequired: boolean;
  adBlockedPaths: string[];
  googleOneTap: GoogleOneTapSetup;
}

export interface ProviderEmulator extends Emulator {
  readonly state: ProviderState;
  readonly switches: ProviderSwitches;
  /** Resolves once the demo data is in (password hashing is asynchronous). */
  readonly ready: Promise<void>;
  /** An impersonation token for a member, as an admin tool would mint one. */
  impersonate(memberId: string): string;
  /**
   * Adds redirect URLs to the project, valid for every type, as a developer lists them in the dashboard (the
   * app on the port a server picked, an integrator's page): the provider sends links to configured URLs only.
   */
  allowRedirectUrls(...urls: string[]): void;
  /**
   * Makes `url` (added if need be) the default of every type whose default is still the demo's `npm start`
   * page: the app really is on the port the server listens on. Defaults a project configured stay.
   */
  defaultRedirectUrl(url: string): void;
  /** Its data and the inbox as one JSON value (persistence.ts): for `--state` and the console's export. */
  snapshot(): ProviderSnapshot;
  /** Replaces its data and the inbox with a snapshot's, checked by readSnapshot; a configured project id stays. */
  restore(snapshot: ProviderSnapshot): void;
}

/** What an ad blocker leaves the page: no answer at all (fetch rejects); the body is for the transcript. */
const BLOCKED: SimResponse = {
  status: 503,
  body: 'net::ERR_BLOCKED_BY_CLIENT',
  headers: { 'content-type': 'text/plain; charset=utf-8', 'x-simulated-failure': 'blocked-by-client' },
  networkError: true,
};

/**
 * The hosted identity provider, stateful: projects, organizations, members, magic links and codes in the
 * development inbox, passwords, MFA, SSO and OAuth through a simulated identity-provider page, sessions,
 * consent and RBAC (login spec, sections 3, 4, 7 to 9).
 */
export function createProviderEmulator(options: ProviderOptions = {}): EmulatorFactory {
  return (context) => {
    const switches: ProviderSwitches = {
      captchaRequired: options.captchaRequired ?? false,
      adBlockedPaths: [...(options.adBlockedPaths ?? [])],
      googleOneTap: options.googleOneTap ?? 'configured',
    };
    const state = new ProviderState(
      demoProject(context.random, {
        strengthPolicy: options.strengthPolicy ?? 'zxcvbn',
        pkceRequired: options.pkceRequired ?? false,
        createOrganizationEnabled: options.createOrganizationEnabled ?? true,
        captchaEnabled: options.captchaRequired ?? false,
      }),
    );
    const kit = new Kit(context, state);
    const deps: Deps = { kit, sessions: new Sessions(kit), switches };
    if (options.project) configureProject(state.project, options.project);
    const seeds = options.project?.organizations;
    const ready = seedDemo(kit)
      .then(() => seeds && seedOrganizations(kit, seeds))
      .then(() => options.snapshot && emulator.restore(options.snapshot));
    const sdkRoutes = byLiteralFirst(
      [
        projectRoutes,
        magicLinkRoutes,
        otpRoutes,
        discoveryRoutes,
        passwordRoutes,
        mfaRoutes,
        ssoRoutes,
        oauthRoutes,
        sessionRoutes,
        organizationRoutes,
        memberRoutes,
        emailUpdateRoutes,
        scimRoutes,
        consentRoutes,
        connectedAppRoutes,
      ].flatMap((group) => group(deps)),
    );
    const visitRoutes = byLiteralFirst([...browserRoutes(deps), ...googleIdentityRoutes(deps), ...jwksRoutes(deps)]);
    const backend = byLiteralFirst(backendRoutes(deps));
    const authenticateServer = (request: SimRequest) => authenticateProject(state.project, request);

    /** The project's longest session (a dashboard setting) caps what a call may ask for. */
    const checkSessionLength = (minutes: unknown) => {
      const longest = state.project.session_duration_max_minutes;
      if (typeof minutes === 'number' && minutes > longest) {
        fail(
          400,
          'invalid_session_duration',
          `session_duration_minutes may be at most ${longest}, the project's longest`,
        );
      }
    };

    /** The session token in Basic auth, or undefined when the SDK sent the public token twice. */
    const authenticateCaller = (request: SimRequest): string | undefined => {
      const credentials = basicAuth(request);
      if (!credentials || credentials.user !== state.project.public_token) {
        return fail(401, 'unauthorized_credentials', 'Basic auth must carry the project’s public token');
      }
      if (credentials.password === state.project.public_token) return undefined;
      // A stale token still identifies its session; calls that need a live one say so themselves.
      if (!state.sessionByToken(credentials.password)) {
        fail(401, 'unauthorized_credentials', 'Basic auth carries an unknown session token');
      }
      return credentials.password;
    };

    /** The SDK's API by default; the backend API passes its own caller check and answers without `data`. */
    const serve = (
      routes: readonly Route[],
      path: string,
      request: SimRequest,
      caller: (request: SimRequest) => string | undefined = authenticateCaller,
      envelope: Envelope = 'data',
    ) =>
      answer(
        kit,
        async () => {
          await ready;
          const found = findRoute(routes, request.method, path);
          if (found === undefined)
            return fail(404, 'route_not_found', `No provider route for ${request.method} ${path}`);
          if (found === 'wrong_method')
            return fail(405, 'method_not_allowed', `${request.method} is not allowed on ${path}`);
          const body = request.method === 'GET' || found.route.rawBody ? {} : bodyObject(request);
          const secret = found.route.open ? undefined : caller(request);
          checkSessionLength(body.session_duration_minutes);
          if (switches.captchaRequired && CAPTCHA_PROTECTED.has(found.route.path)) {
            const token = body.captcha_token;
            if (typeof token !== 'string' || token === '') return captchaRequired();
          }
          return found.route.handle({ request, params: found.params, body, query: request.query, secret });
        },
        envelope,
      );

    const emulator: ProviderEmulator = {
      name: 'provider',
      state,
      switches,
      ready,
      impersonate(memberId) {
        const member = state.members.get(memberId);
        if (!member) throw new Error(`No member ${memberId}`);
        return kit.issueToken('impersonation', member.email_address, IMPERSONATION_TOKEN_MINUTES, {
          organization_id: member.organization_id,
          member_id: member.member_id,
        }).token;
      },
      allowRedirectUrls(...urls) {
        const known = new Set(state.project.redirect_urls.map((entry) => entry.url));
        for (const url of urls) if (!known.has(url)) state.project.redirect_urls.push(anyTypeRedirectUrl(url));
      },
      defaultRedirectUrl(url) {
        emulator.allowRedirectUrls(url);
        const urls = state.project.redirect_urls;
        const placeholder = urls.find((entry) => entry.url === appRedirectUrl(NPM_START_ORIGIN).url);
        const target = urls.find((entry) => entry.url === url)!;
        if (!placeholder || placeholder === target) return;
        for (const type of placeholder.valid_types.filter((t) => t.is_default)) {
          type.is_default = false;
          target.valid_types.find((t) => t.type === type.type)!.is_default = true;
        }
      },
      snapshot: () => snapshotOf(state, context.inbox.list()),
      restore(snapshot) {
        restoreSnapshot(state, snapshot, options.project?.project_id);
        context.inbox.replace(snapshot.inbox);
      },
      async hasSession(cookies) {
        await ready;
        const request: SimRequest = {
          method: 'GET',
          path: '/',
          query: {},
          headers: {},
          cookies,
          body: { kind: 'none' },
        };
        return (await deps.sessions.current(request, {})) !== undefined;
      },
      http(request) {
        if (switches.adBlockedPaths.some((pattern) => matchPath(pattern, request.path))) return BLOCKED;
        if (request.path.startsWith(`${SDK_PREFIX}/`))
          return serve(sdkRoutes, request.path.slice(SDK_PREFIX.length), request);
        if (findRoute(visitRoutes, request.method, request.path)) return serve(visitRoutes, request.path, request);
        if (request.path.startsWith(`${BACKEND_PREFIX}/`))
          return serve(backend, request.path, request, authenticateServer, 'top');
        return undefined;
      },
    };
    return emulator;
  };
}

export const providerEmulator = createProviderEmulator();

/**
 * Lists the app's /authenticate page on each origin in the project of every identity provider the simulation
 * runs: a server on a port it picked, or Storybook's page, is where the app really is.
 */
export function allowAppOrigins(simulation: Simulation, origins: readonly string[], { home = false } = {}): void {
  for (const name of simulation.scenario.emulators ?? []) {
    const emulator = simulation.emulator<Emulator & Partial<ProviderEmulator>>(name);
    emulator.allowRedirectUrls?.(...origins.map((origin) => appRedirectUrl(origin).url));
    // The server the app is served from: the project's default redirect URL follows the port it listens on.
    if (home && origins[0]) emulator.defaultRedirectUrl?.(appRedirectUrl(origins[0]).url);
  }
}

/**
 * The registry entries: the plain provider, and variants a scenario picks by name to switch a fault on from
 * the start (the scenario's `emulators` list is its only say in how an emulator is built).
 */
export const providerEmulators: Readonly<Record<string, EmulatorFactory>> = {
  provider: providerEmulator,
  'provider-captcha': createProviderEmulator({ captchaRequired: true }),
  'provider-ad-blocked': createProviderEmulator({ adBlockedPaths: [`${SDK_PREFIX}/b2b/*`, `${SDK_PREFIX}/events`] }),
  'provider-luds-pkce': createProviderEmulator({ strengthPolicy: 'luds', pkceRequired: true }),
  'provider-no-one-tap': createProviderEmulator({ googleOneTap: 'no-client' }),
};
