import { matchPath } from '../../core/pathPattern';
import type { Simulation } from '../../core/simulation';
import type { Emulator, EmulatorFactory, SimRequest, SimResponse } from '../../core/types';
import { Sessions } from './auth';
import { backendSurface } from './backend';
import { configureProject, seedOrganizations } from './configure';
import { IMPERSONATION_TOKEN_MINUTES, Kit } from './kit';
import { restoreSnapshot, snapshotOf, type ProviderSnapshot } from './persistence';
import type { ProjectConfig } from './project';
import type { Deps } from './router';
import { SDK_PREFIX, sdkSurface } from './sdk';
import { anyTypeRedirectUrl, appRedirectUrl, demoProject, NPM_START_ORIGIN, seedDemo } from './seed';
import { ProviderState, type StrengthPolicy } from './state';
import { claimedPath, serveSurface } from './surface';
import type { GoogleOneTapSetup, ProviderSwitches } from './switches';
import { visitsSurface } from './visits';

export { DEMO_PEOPLE, DEMO_PUBLIC_TOKEN } from './seed';
export { SDK_PREFIX } from './sdk';
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
    // Browser visits before the backend API: some sit among its paths.
    const surfaces = [sdkSurface(deps), visitsSurface(deps), backendSurface(deps)];

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
        for (const surface of surfaces) {
          const path = claimedPath(surface, request);
          if (path !== undefined) return serveSurface(kit, ready, surface, path, request);
        }
        return undefined;
      },
    };
    return emulator;
  };
}

export const providerEmulator = createProviderEmulator();

/** The simulation's identity provider, if its scenario runs one. */
export function providerOf(simulation: Simulation): ProviderEmulator | undefined {
  for (const name of simulation.scenario.emulators ?? []) {
    const emulator = simulation.emulator<Emulator & Partial<ProviderEmulator>>(name);
    if (emulator.snapshot && emulator.state) return emulator as ProviderEmulator;
  }
  return undefined;
}

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
