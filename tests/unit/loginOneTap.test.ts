import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IntegratorConfig } from '../../src/login/flow';
import {
  initializeOptions,
  loadFailureText,
  ONE_TAP_ORGANIZATION_REQUIRED,
  oneTapSettings,
  oneTapTarget,
  promptFailureReason,
  startOneTap,
  submitFailureText,
  submitOneTap,
  thrownFailureText,
  type OneTapClient,
  type OneTapInitializeOptions,
  type PromptNotification,
} from '../../src/login/groups/federation/oneTap';
import { UsageError } from '../../src/login/provider/argumentChecks';
import { ApiError, UnreachableError } from '../../src/login/provider/errors';
import { DEMO_PEOPLE } from '../../simulator/emulators/provider';
import { SIMULATED_GOOGLE_IDENTITY_PATH } from '../../simulator/emulators/provider/googleIdentity';
import {
  APP_HOSTNAME,
  LOGIN_REDIRECT,
  PROVIDER_ORIGIN,
  SIGNUP_REDIRECT,
  startProviderHarness,
  type Answer,
  type ProviderHarness,
} from '../support/providerHarness';

/**
 * Google One Tap (login spec, sections 2, 4, 5, 7, 8 and 9): the pure steps of src/login/flow/oneTap.ts, and
 * the provider emulator's One Tap calls with its simulated Google identity library, run against a tiny DOM.
 */

const { ada, alan } = DEMO_PEOPLE;

const googleOnly = (overrides: Partial<IntegratorConfig> = {}, provider: object = {}): IntegratorConfig => ({
  products: ['google_oauth'],
  authFlowType: 'Discovery',
  oauthOptions: {
    providers: [{ type: 'google', one_tap: true, ...provider }],
    discoveryRedirectURL: 'https://app.test/discover',
    loginRedirectURL: 'https://app.test/login',
    signupRedirectURL: 'https://app.test/signup',
  },
  ...overrides,
});

const apiError = (error_type: string) =>
  new ApiError({ status_code: 400, error_type, error_message: `${error_type} happened` });

/** A client whose One Tap calls are spies; `start` answers what it is given. */
function fakeClient(start: () => Promise<unknown>) {
  const submit = vi.fn(async (_args: Record<string, unknown>) => ({ redirect_url: 'https://provider.test/org' }));
  const discoverySubmit = vi.fn(async (_args: Record<string, unknown>) => ({
    redirect_url: 'https://provider.test/d',
  }));
  const client = { oauth: { google: { onetap: { start, submit, discovery: { submit: discoverySubmit } } } } };
  return { client: client as unknown as OneTapClient, submit, discoverySubmit };
}

describe('One Tap: settings and targets', () => {
  it('floats with FedCM by default; embedded keeps FedCM unless the legacy prompt is forced', () => {
    expect(oneTapSettings(googleOnly())).toEqual({ display: 'floating', useFedCm: true });
    expect(oneTapSettings(googleOnly({}, { oneTapDisplay: 'embedded' }))).toEqual({
      display: 'embedded',
      useFedCm: true,
    });
    expect(oneTapSettings(googleOnly({}, { oneTapDisplay: 'embedded', oneTapForceLegacyEmbedded: true }))).toEqual({
      display: 'embedded',
      useFedCm: false,
    });
    // Forcing the legacy prompt is about embedding: a floating prompt keeps FedCM.
    expect(oneTapSettings(googleOnly({}, { oneTapForceLegacyEmbedded: true }))).toEqual({
      display: 'floating',
      useFedCm: true,
    });
  });

  it('submits discovery logins to the discovery redirect, organization logins with the organization', () => {
    expect(oneTapTarget(googleOnly(), 'Discovery', null)).toEqual({
      kind: 'discovery',
      discovery_redirect_url: 'https://app.test/discover',
    });
    expect(oneTapTarget(googleOnly(), 'Organization', 'org-1')).toEqual({
      kind: 'organization',
      organization_id: 'org-1',
      login_redirect_url: 'https://app.test/login',
      signup_redirect_url: 'https://app.test/signup',
    });
  });

  it('refuses organization flow without an organization: organization_id is a required argument', () => {
    const attempt = () => oneTapTarget(googleOnly(), 'Organization', null);
    expect(attempt).toThrow(UsageError);
    expect(attempt).toThrow('organization_id is a required argument');
    expect(thrownFailureText(new UsageError(ONE_TAP_ORGANIZATION_REQUIRED), defaultLoginStrings)).toEqual([
      'organization_id is a required argument',
    ]);
  });

  it('initializes Google with auto_select off, FedCM as set, and the container only when embedded', () => {
    const callback = () => undefined;
    const floating = initializeOptions({
      clientId: 'client-1',
      callback,
      flowType: 'Discovery',
      settings: { display: 'floating', useFedCm: true },
      containerId: 'box',
    });
    expect(floating).toEqual({
      client_id: 'client-1',
      callback,
      auto_select: false,
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: false,
      context: 'use',
      itp_support: true,
    });
    const embedded = initializeOptions({
      clientId: 'client-1',
      callback,
      flowType: 'Organization',
      settings: { display: 'embedded', useFedCm: false },
      containerId: 'box',
    });
    expect(embedded).toMatchObject({ use_fedcm_for_prompt: false, context: 'signin', prompt_parent_id: 'box' });
  });
});

describe('One Tap: start, prompt and submit', () => {
  it('starts with the Google client id, or the reason it cannot load', async () => {
    const target = oneTapTarget(googleOnly(), 'Discovery', null);
    const ready = fakeClient(async () => ({ google_client_id: 'google-client' }));
    expect(await startOneTap(ready.client, target)).toEqual({ kind: 'ready', clientId: 'google-client' });
    const empty = fakeClient(async () => ({ google_client_id: '' }));
    expect(await startOneTap(empty.client, target)).toEqual({ kind: 'failed', reason: 'oauth_config_not_found' });
    const refused = fakeClient(async () => {
      throw apiError('default_provider_not_allowed');
    });
    expect(await startOneTap(refused.client, target)).toEqual({
      kind: 'failed',
      reason: 'default_provider_not_allowed',
    });
    const unreachable = fakeClient(async () => {
      throw new UnreachableError();
    });
    expect(await startOneTap(unreachable.client, target)).toEqual({ kind: 'failed', reason: 'unknown_reason' });
  });

  it('checks the organization before asking anything', async () => {
    const start = vi.fn(async () => ({ google_client_id: 'google-client' }));
    const { client } = fakeClient(start);
    await expect(startOneTap(client, { kind: 'organization', organization_id: '' })).rejects.toThrow(
      'organization_id is a required argument',
    );
    expect(start).not.toHaveBeenCalled();
  });

  it('says why One Tap could not load, with what a developer can do where that is known', () => {
    expect(loadFailureText('oauth_config_not_found', defaultLoginStrings)).toEqual([
      'One Tap could not load: oauth_config_not_found',
      defaultLoginStrings.oneTap.noOAuthClient,
    ]);
    expect(loadFailureText('user_cancel', defaultLoginStrings)).toEqual(['One Tap could not load: user_cancel']);
    expect(loadFailureText('unregistered_origin', defaultLoginStrings)[1]).toBe(
      defaultLoginStrings.oneTap.originNotAllowed,
    );
    expect(loadFailureText('invalid_client', defaultLoginStrings)[1]).toBe(defaultLoginStrings.oneTap.invalidClient);
    expect(loadFailureText('default_provider_not_allowed', defaultLoginStrings)[1]).toBe(
      defaultLoginStrings.oneTap.defaultProviderNotAllowed,
    );
    // Every developer message carries a documentation link.
    for (const text of [
      defaultLoginStrings.oneTap.noOAuthClient,
      defaultLoginStrings.oneTap.defaultProviderNotAllowed,
      defaultLoginStrings.oneTap.originNotAllowed,
      defaultLoginStrings.oneTap.invalidClient,
      defaultLoginStrings.oneTap.noRedirectUrls,
    ]) {
      expect(text).toMatch(/\(https:\/\/[^\s)]+\)\.$/);
    }
  });

  it('reads the prompt’s notifications: not displayed and skipped give a reason, the rest nothing', () => {
    const notDisplayed: PromptNotification = {
      isNotDisplayed: () => true,
      getNotDisplayedReason: () => 'unregistered_origin',
    };
    expect(promptFailureReason(notDisplayed)).toBe('unregistered_origin');
    expect(promptFailureReason({ isNotDisplayed: () => true, getNotDisplayedReason: () => undefined })).toBe(
      'unknown_reason',
    );
    expect(
      promptFailureReason({
        isNotDisplayed: () => false,
        isSkippedMoment: () => true,
        getSkippedReason: () => 'user_cancel',
      }),
    ).toBe('user_cancel');
    expect(promptFailureReason({ isNotDisplayed: () => false, isSkippedMoment: () => false })).toBeNull();
    // FedCM prompts report fewer moments: methods may be missing altogether.
    expect(promptFailureReason({})).toBeNull();
  });

  it('submits the credential to the discovery submit or the organization submit', async () => {
    const fake = fakeClient(async () => ({ google_client_id: 'google-client' }));
    const discovery = oneTapTarget(googleOnly(), 'Discovery', null);
    expect(await submitOneTap(fake.client, discovery, 'id-token')).toBe('https://provider.test/d');
    expect(fake.discoverySubmit).toHaveBeenCalledWith({
      id_token: 'id-token',
      discovery_redirect_url: 'https://app.test/discover',
    });
    const organization = oneTapTarget(googleOnly(), 'Organization', 'org-1');
    expect(await submitOneTap(fake.client, organization, 'id-token')).toBe('https://provider.test/org');
    expect(fake.submit).toHaveBeenCalledWith({
      id_token: 'id-token',
      organization_id: 'org-1',
      login_redirect_url: 'https://app.test/login',
      signup_redirect_url: 'https://app.test/signup',
    });
  });

  it('explains a failed submit: missing redirect URLs for developers, the default text otherwise', () => {
    expect(submitFailureText(apiError('no_login_redirect_urls_set'), defaultLoginStrings)).toEqual([
      defaultLoginStrings.oneTap.noRedirectUrls,
    ]);
    expect(submitFailureText(apiError('invalid_id_token'), defaultLoginStrings)).toEqual([
      'Something went wrong. Try again later or contact your admin for help.',
    ]);
    expect(submitFailureText(new Error('offline'), defaultLoginStrings)).toEqual([defaultLoginStrings.error.default]);
  });
});

/** Just enough DOM for the simulated Google library: elements, text, attributes, clicks. */
class FakeElement {
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  textContent = '';
  id = '';
  type = '';
  style: Record<string, string> = {};
  dataset: Record<string, string> = {};
  attributes: Record<string, string> = {};
  private listeners: Record<string, (() => void)[]> = {};
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  click() {
    for (const listener of this.listeners.click ?? []) listener();
  }
  append(...nodes: FakeElement[]) {
    for (const node of nodes) {
      node.parent = this;
      this.children.push(node);
    }
  }
  replaceChildren(...nodes: FakeElement[]) {
    this.children = [];
    this.append(...nodes);
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((child) => child !== this);
    this.parent = null;
  }
  *all(): Generator<FakeElement> {
    for (const child of this.children) {
      yield child;
      yield* child.all();
    }
  }
  button(name: RegExp): FakeElement | undefined {
    return [...this.all()].find(
      (node) => node.tagName === 'button' && name.test(node.attributes['aria-label'] ?? node.textContent),
    );
  }
}

interface SimulatedGoogle {
  initialize(options: OneTapInitializeOptions): void;
  prompt(listener: (notification: PromptNotification) => void): void;
  cancel(): void;
}

/** Runs the served script against the tiny DOM; returns google.accounts.id and the page's body. */
function runGoogleScript(source: string) {
  const body = new FakeElement('body');
  const document = {
    body,
    createElement: (tag: string) => new FakeElement(tag),
    getElementById: (id: string) => [...body.all()].find((node) => node.id === id) ?? null,
  };
  const window: { google?: { accounts: { id: SimulatedGoogle } } } = {};
  new Function('window', 'document', 'location', source)(window, document, { hostname: APP_HOSTNAME });
  return { id: window.google!.accounts.id, body };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let h: ProviderHarness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

describe('provider emulator: Google One Tap', () => {
  async function served(h: ProviderHarness, query = '') {
    const response = await h.visit(`${PROVIDER_ORIGIN}${SIMULATED_GOOGLE_IDENTITY_PATH}${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    return runGoogleScript(await response.text());
  }

  /** Google's prompt as the widget drives it: initialize, prompt, and what the listener and callback hear. */
  function prompt(id: SimulatedGoogle, clientId: string, extra: Partial<OneTapInitializeOptions> = {}) {
    const credentials: string[] = [];
    const reasons: (string | null)[] = [];
    id.initialize({
      ...initializeOptions({
        clientId,
        callback: ({ credential }) => void credentials.push(credential!),
        flowType: 'Discovery',
        settings: { display: 'floating', useFedCm: true },
        containerId: 'unused',
      }),
      ...extra,
    });
    id.prompt((notification) => void reasons.push(promptFailureReason(notification)));
    return { credentials, reasons };
  }

  it('logs in by discovery: start, the simulated prompt, the submit’s redirect, the discovered organizations', async () => {
    h = await startProviderHarness({ emulator: 'provider-luds-pkce' });
    const target = oneTapTarget(
      googleOnly({ oauthOptions: { discoveryRedirectURL: LOGIN_REDIRECT } }),
      'Discovery',
      null,
    );
    const started = await startOneTap(h.client, target);
    expect(started).toEqual({ kind: 'ready', clientId: h.state.project.google_client_id });

    const { id, body } = await served(h);
    const { credentials, reasons } = prompt(id, h.state.project.google_client_id);
    const card = body.children[0]!;
    expect(card.attributes.role).toBe('dialog');
    expect(card.dataset.simulatedGoogleOneTap).toBe('floating');
    expect([...card.all()].find((node) => node.id === card.attributes['aria-labelledby'])?.textContent).toBe(
      `Use ${APP_HOSTNAME} with Google`,
    );
    card.button(/^Continue as Ada Lovelace$/)!.click();
    await flush();
    expect(body.children).toHaveLength(0);
    expect(reasons).toEqual([null, null]);
    expect(credentials).toHaveLength(1);

    const redirect = await submitOneTap(h.client, target, credentials[0]!);
    // The provider client went there itself, having stored a fresh PKCE pair and sent its challenge only.
    expect(h.navigations).toEqual([redirect]);
    const pair = h.storedPkce()!;
    expect(h.exchanges().at(-1)).toMatchObject({
      path: '/sdk/v1/b2b/oauth/google/onetap/discovery/submit',
      status: 200,
      request: {
        id_token: credentials[0],
        discovery_redirect_url: LOGIN_REDIRECT,
        pkce_code_challenge: pair.code_challenge,
      },
    });
    const landing = new URL(redirect);
    expect(`${landing.origin}${landing.pathname}`).toBe(LOGIN_REDIRECT);
    expect(landing.searchParams.get('stytch_token_type')).toBe('discovery_oauth');
    const discovered = await h.client.oauth.discovery.authenticate<Answer>({
      discovery_oauth_token: landing.searchParams.get('token')!,
    });
    expect(discovered.email_address).toBe(ada.email);
    expect(discovered.discovered_organizations.length).toBeGreaterThan(0);
    expect(h.storedPkce()).toBeNull();
  });

  it('logs in to an organization as the account the script was served for', async () => {
    h = await startProviderHarness();
    const northwind = h.org('northwind-partners').organization_id;
    const target = oneTapTarget(
      googleOnly({ oauthOptions: { loginRedirectURL: LOGIN_REDIRECT, signupRedirectURL: SIGNUP_REDIRECT } }),
      'Organization',
      northwind,
    );
    const { id, body } = await served(h, `?email=${encodeURIComponent(alan.email)}`);
    const { credentials } = prompt(id, h.state.project.google_client_id, { context: 'signin' });
    expect(body.children[0]!.button(/^Continue as Alan Turing$/)).toBeDefined();
    body.children[0]!.button(/^Continue as/)!.click();
    const landing = new URL(await submitOneTap(h.client, target, credentials[0]!));
    expect(`${landing.origin}${landing.pathname}`).toBe(LOGIN_REDIRECT);
    expect(landing.searchParams.get('stytch_token_type')).toBe('oauth');
    const answer = await h.client.oauth.authenticate<Answer>({ oauth_token: landing.searchParams.get('token')! });
    expect(answer.member.email_address).toBe(alan.email);
    expect(answer.organization.organization_id).toBe(northwind);
  });

  it('reports the member closing the prompt as skipped (user_cancel), and a cancel as dismissed', async () => {
    h = await startProviderHarness();
    const { id, body } = await served(h);
    const closed = prompt(id, h.state.project.google_client_id);
    body.children[0]!.button(/^Close$/)!.click();
    await flush();
    expect(closed.reasons).toEqual([null, 'user_cancel']);
    expect(body.children).toHaveLength(0);

    const cancelled = prompt(id, h.state.project.google_client_id);
    id.cancel();
    await flush();
    expect(cancelled.reasons).toEqual([null, null]);
    expect(body.children).toHaveLength(0);
    expect(cancelled.credentials).toEqual([]);
  });

  it('does not display the prompt for another client id, or for a forced reason', async () => {
    h = await startProviderHarness();
    const { id, body } = await served(h);
    const other = prompt(id, 'another-client.apps.googleusercontent.com');
    await flush();
    expect(other.reasons).toEqual(['invalid_client']);
    expect(body.children).toHaveLength(0);

    const forced = await served(h, '?not_displayed=unregistered_origin');
    const refused = prompt(forced.id, h.state.project.google_client_id);
    await flush();
    expect(refused.reasons).toEqual(['unregistered_origin']);
  });

  it('embeds the legacy prompt in the given element, but FedCM’s floats', async () => {
    h = await startProviderHarness();
    const { id, body } = await served(h);
    const box = new FakeElement('div');
    box.id = 'one-tap-box';
    body.append(box);
    prompt(id, h.state.project.google_client_id, { use_fedcm_for_prompt: false, prompt_parent_id: 'one-tap-box' });
    expect(box.children[0]!.dataset.simulatedGoogleOneTap).toBe('embedded');
    id.cancel();
    prompt(id, h.state.project.google_client_id, { use_fedcm_for_prompt: true, prompt_parent_id: 'one-tap-box' });
    expect(box.children).toHaveLength(0);
    expect(body.children.at(-1)!.dataset.simulatedGoogleOneTap).toBe('floating');
  });

  it('refuses an ID token issued for another client, as before', async () => {
    h = await startProviderHarness();
    const { id, body } = await served(h);
    const { credentials } = prompt(id, h.state.project.google_client_id);
    body.children[0]!.button(/^Continue as/)!.click();
    const [header, , signature] = credentials[0]!.split('.');
    const claims = { aud: 'another-client', email: ada.email, email_verified: true };
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    const error = await submitOneTap(h.client, { kind: 'discovery' }, forged).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).error_type).toBe('invalid_id_token');
    expect(submitFailureText(error, defaultLoginStrings)).toEqual([defaultLoginStrings.error.default]);
  });

  it('answers an empty client id without a Google client, and refuses the default client', async () => {
    h = await startProviderHarness({ emulator: 'provider-no-one-tap' });
    const target = { kind: 'discovery' } as const;
    expect(await startOneTap(h.client, target)).toEqual({ kind: 'failed', reason: 'oauth_config_not_found' });
    h.provider.switches.googleOneTap = 'default-client';
    expect(await startOneTap(h.client, target)).toEqual({ kind: 'failed', reason: 'default_provider_not_allowed' });
    h.provider.switches.googleOneTap = 'configured';
    expect(await startOneTap(h.client, target)).toEqual({
      kind: 'ready',
      clientId: h.state.project.google_client_id,
    });
  });
});
