import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COOKIE_NAMES } from '../../src/login/provider/cookies';
import { harness, PUBLIC_TOKEN } from '../support/b2bClientRecorder';

/** The official client's own modules (its unbundled development build), untyped: classes taken as they are. */
const STYTCH_SOURCES = '../../node_modules/@stytch/vanilla-js/dist/esm-dev/packages';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const internal = (file: string): Promise<Record<string, any>> => import(`${STYTCH_SOURCES}/${file}.mjs`);
const headless = (name: string) => internal(`core/src/HeadlessClients/b2b/${name}`);
const { HeadlessB2BDiscoveryClient } = await headless('HeadlessB2BDiscoveryClient');
const { HeadlessB2BIDPClient } = await headless('HeadlessB2BIDPClient');
const { HeadlessB2BMagicLinksClient } = await headless('HeadlessB2BMagicLinkClient');
const { HeadlessB2BOAuthClient } = await headless('HeadlessB2BOAuthClient');
const { HeadlessB2BOrganizationClient } = await headless('HeadlessB2BOrganizationClient');
const { HeadlessB2BOTPsClient } = await headless('HeadlessB2BOTPsClient');
const { HeadlessB2BPasswordsClient } = await headless('HeadlessB2BPasswordsClient');
const { HeadlessB2BRecoveryCodesClient } = await headless('HeadlessB2BRecoveryCodesClient');
const { HeadlessB2BSelfClient } = await headless('HeadlessB2BSelfClient');
const { HeadlessB2BSessionClient } = await headless('HeadlessB2BSessionClient');
const { HeadlessB2BSSOClient } = await headless('HeadlessB2BSSOClient');
const { HeadlessB2BTOTPsClient } = await headless('HeadlessB2BTOTPsClient');
const { NetworkClient } = await internal('web/src/NetworkClient');

/**
 * Wire parity: for each provider call the widget's client and the official one (@stytch/vanilla-js 6.3.0,
 * its own request-building code run over a recording network client) both make, the same arguments give
 * the same method, path, query and body fields with the same types. What differs is listed in DIFFERENCES
 * with the reason written in docs/provider-wire-notes.md; an unlisted difference, or a listed one that is
 * gone, fails. The Authorization header and the cookies are compared in the last test.
 */

interface Wire {
  method: string;
  path: string;
  /** Body (or query) field → JSON type, undefined values left out as JSON.stringify leaves them. */
  fields: Record<string, string>;
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
const fieldsOf = (body: unknown) =>
  Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [field, typeOf(value)]),
  );

/** The official client's classes over a recording network client and inert collaborators. */
function official() {
  const sent: Wire[] = [];
  const record = async ({ url, method, body }: { url: string; method: string; body?: unknown }) => {
    const [path, query] = url.split('?') as [string, string | undefined];
    sent.push({
      method,
      path,
      fields: { ...fieldsOf(body), ...fieldsOf(Object.fromEntries(new URLSearchParams(query))) },
    });
    return {};
  };
  const network = { fetchSDK: record, retriableFetchSDK: record, submitFormSDK: record };
  // Everything the clients ask of the session store is a no-op, save these two.
  const subscriptions = new Proxy(
    { withUpdateSession: (fn: unknown) => fn, getIntermediateSessionToken: () => null, getMember: () => null },
    { get: (target, name) => (target as Record<string | symbol, unknown>)[name] ?? (() => undefined) },
  );
  const pkce = {
    getPKPair: async () => undefined,
    startPKCETransaction: async () => ({}),
    clearPKPair: () => undefined,
  };
  const config = Promise.resolve({});
  const dfp = {
    getDFPTelemetryIDAndCaptcha: async () => ({ dfp_telemetry_id: 'dfp-1', captcha_token: undefined }),
    retryWithCaptchaAndDFP: async () => undefined,
  };
  return {
    sent,
    magicLinks: new HeadlessB2BMagicLinksClient(network, subscriptions, pkce, pkce, config, dfp),
    otps: new HeadlessB2BOTPsClient(network, subscriptions, dfp),
    passwords: new HeadlessB2BPasswordsClient(network, subscriptions, pkce, config, dfp),
    totp: new HeadlessB2BTOTPsClient(network, subscriptions, dfp),
    recoveryCodes: new HeadlessB2BRecoveryCodesClient(network, subscriptions, dfp),
    sso: new HeadlessB2BSSOClient(network, subscriptions, pkce, config, config, dfp),
    oauth: new HeadlessB2BOAuthClient(network, subscriptions, pkce, config, config, dfp),
    discovery: new HeadlessB2BDiscoveryClient(network, subscriptions),
    session: new HeadlessB2BSessionClient(network, subscriptions),
    organization: new HeadlessB2BOrganizationClient(network, network, subscriptions),
    self: new HeadlessB2BSelfClient(network, network, subscriptions),
    idp: new HeadlessB2BIDPClient(network),
  };
}

const ORG = { organization_id: 'organization-test-1' };
const MEMBER = { ...ORG, member_id: 'member-test-1' };
const DURATION = { session_duration_minutes: 60 };
const EMAIL = { email_address: 'ada@acme.example' };
const AUTHORIZE = { client_id: 'c', redirect_uri: 'https://a.example/cb', response_type: 'code' };
const OFFICIAL_AUTHORIZE = { ...AUTHORIZE, scopes: ['openid', 'email'] };

/** Our call name, the arguments, and how the official client takes them when its signature differs. */
const ROWS: [string, Record<string, unknown>, ((o: ReturnType<typeof official>) => Promise<unknown>)?][] = [
  ['magicLinks.email.loginOrSignup', { ...EMAIL, ...ORG }],
  ['magicLinks.email.discovery.send', EMAIL],
  ['magicLinks.authenticate', { magic_links_token: 't', ...DURATION }],
  ['magicLinks.discovery.authenticate', { discovery_magic_links_token: 't' }],
  ['otps.email.loginOrSignup', { ...EMAIL, ...ORG }],
  ['otps.email.authenticate', { ...EMAIL, ...ORG, code: '123456', ...DURATION }],
  ['otps.email.discovery.send', EMAIL],
  ['otps.email.discovery.authenticate', { ...EMAIL, code: '123456' }],
  ['otps.sms.send', MEMBER],
  ['otps.sms.authenticate', { ...MEMBER, code: '123456', ...DURATION }],
  ['totp.create', MEMBER],
  ['totp.authenticate', { ...MEMBER, code: '123456', ...DURATION }],
  ['recoveryCodes.recover', { ...MEMBER, recovery_code: 'abcd-efgh', ...DURATION }],
  ['passwords.authenticate', { ...EMAIL, ...ORG, password: 'p', ...DURATION }],
  ['passwords.discovery.authenticate', { ...EMAIL, password: 'p' }],
  ['passwords.strengthCheck', { password: 'p' }],
  ['passwords.resetByEmailStart', { ...EMAIL, ...ORG }],
  ['passwords.resetByEmail', { password_reset_token: 't', password: 'p', ...DURATION }],
  ['passwords.resetBySession', { password: 'p' }],
  ['sso.authenticate', { sso_token: 't', ...DURATION }],
  ['sso.discoverConnections', EMAIL, (o) => o.sso.discoverConnections(EMAIL.email_address)],
  ['oauth.authenticate', { oauth_token: 't', ...DURATION }],
  ['oauth.discovery.authenticate', { discovery_oauth_token: 't' }],
  ['discovery.intermediateSessions.exchange', { ...ORG, ...DURATION }],
  ['discovery.organizations.create', { organization_name: 'Acme', ...DURATION }],
  ['session.authenticate', DURATION],
  ['session.revoke', {}],
  ['organization.get', {}],
  ['organization.getBySlug', { organization_slug: 'acme' }],
  ['self.get', {}],
  ['self.update', { name: 'Ada' }],
  // The spec's preflight takes the scopes as one string; the official client's a list.
  [
    'idp.oauthAuthorizeStart',
    { ...AUTHORIZE, scope: 'openid email' },
    (o) => o.idp.oauthAuthorizeStart(OFFICIAL_AUTHORIZE),
  ],
  [
    'idp.oauthAuthorizeSubmit',
    { ...AUTHORIZE, scope: 'openid email', consent_granted: true },
    (o) => o.idp.oauthAuthorizeSubmit({ ...OFFICIAL_AUTHORIZE, consent_granted: true }),
  ],
];

/**
 * Every difference, by call: each is explained in docs/provider-wire-notes.md (the note's number beside it).
 */
const DIFFERENCES: Record<string, string[]> = {
  // Notes 1 and 2: the spec's path and form submit for our client; the emulator answers both.
  'idp.oauthAuthorizeStart': [
    'path /b2b/oauth/authorize/start ≠ /idp/b2b/oauth/authorize/start',
    'scope: string ≠ not sent',
    'scopes: not sent ≠ array',
  ],
  'idp.oauthAuthorizeSubmit': [
    'path /b2b/oauth/authorize ≠ /idp/b2b/oauth/authorize/submit',
    'scope: string ≠ not sent',
    'consent_granted: string ≠ boolean',
    'scopes: not sent ≠ array',
  ],
};

/** The method a dotted call name names, bound to its owner (the official client's are class methods). */
function at(object: object, name: string): (args?: unknown) => Promise<unknown> {
  const keys = name.split('.');
  const owner = keys.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], object);
  const method = (owner as Record<string, (args?: unknown) => Promise<unknown>>)[keys.at(-1)!]!;
  return method.bind(owner);
}

function differences(ours: Wire, theirs: Wire): string[] {
  const found: string[] = [];
  if (ours.method !== theirs.method) found.push(`method ${ours.method} ≠ ${theirs.method}`);
  if (ours.path !== theirs.path) found.push(`path ${ours.path} ≠ ${theirs.path}`);
  for (const field of new Set([...Object.keys(ours.fields), ...Object.keys(theirs.fields)])) {
    if (ours.fields[field] !== theirs.fields[field]) {
      found.push(`${field}: ${ours.fields[field] ?? 'not sent'} ≠ ${theirs.fields[field] ?? 'not sent'}`);
    }
  }
  return found;
}

describe('wire parity with the official client', () => {
  it('the same arguments put the same request on the wire, call by call, or the difference is written down', async () => {
    const table: Record<string, string[]> = {};
    for (const [name, args, officially] of ROWS) {
      const ours = harness();
      await at(ours.client, name)(args).catch(() => undefined);
      const sent = ours.calls().at(-1);
      const theirs = official();
      await (officially ? officially(theirs) : at(theirs, name)(args)).catch(() => undefined);
      const their = theirs.sent.at(-1);
      if (!sent || !their) {
        table[name] = [`no request from ${sent ? 'the official client' : 'ours'}`];
        continue;
      }
      const [path, query] = sent.path.split('?') as [string, string | undefined];
      const mine = {
        method: sent.method,
        path,
        fields: { ...fieldsOf(sent.body), ...fieldsOf(Object.fromEntries(new URLSearchParams(query))) },
      };
      const found = differences(mine, their);
      if (found.length > 0) table[name] = found;
    }
    expect(table).toEqual(DIFFERENCES);
  });
});

describe('Authorization header and cookies', () => {
  it('sends Basic auth as the official client does: the public token, then the session token or the public token again', async () => {
    const headers: string[] = [];
    const saved = { window: globalThis.window, fetch: globalThis.fetch };
    Object.assign(globalThis, {
      window: { btoa, location: { hostname: 'app.test', origin: 'https://app.test' } },
      fetch: async (_url: string, init: RequestInit) => {
        headers.push((init.headers as Record<string, string>).Authorization!);
        return Response.json({ data: {} });
      },
    });
    try {
      for (const session_token of [undefined, 'session-token-1']) {
        const layer = { readSessionCookie: () => ({ session_token }) };
        await new NetworkClient(PUBLIC_TOKEN, layer, 'https://p.test', 'https://p.test', () => ({})).fetchSDK({
          url: '/b2b/organizations/members/me',
          method: 'GET',
        });
      }
    } finally {
      Object.assign(globalThis, saved);
    }
    const ours = harness();
    await ours.client.self.get().catch(() => undefined);
    ours.jar.set(DEFAULT_COOKIE_NAMES.session, 'session-token-1');
    await ours.client.self.get().catch(() => undefined);
    expect(ours.calls().map((call) => call.authorization)).toEqual(headers);
  });

  it('keeps the session in the cookies the official client reads and writes', async () => {
    const source = await readFile(
      new URL(
        '../../node_modules/@stytch/vanilla-js/dist/esm-dev/packages/web/src/SubscriptionService.mjs',
        import.meta.url,
      ),
      'utf8',
    );
    const theirs = [...source.matchAll(/^const STYTCH_\w+_COOKIE = '(\w+)';$/gm)].map((match) => match[1]);
    expect(theirs).toEqual(Object.values(DEFAULT_COOKIE_NAMES));
  });
});
