import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { DEMO_PEOPLE, providerDriver, type ProviderEmulator } from '../../simulator/emulators/provider';
import { createInProcessSimulation } from '../../simulator/inprocess';

/**
 * Every field the official client's response types declare (its .d.ts, read with the TypeScript compiler) is
 * in the emulator's answers: required ones always, optional ones never required here.
 */

const DECLARATIONS = path.resolve(
  import.meta.dirname,
  '../../node_modules/@stytch/vanilla-js/dist/types/b2b/index.headless.d.ts',
);

let declared: (typeName: string) => { required: string[]; types: Map<string, ts.Type> };
let checker: ts.TypeChecker;

beforeAll(() => {
  const program = ts.createProgram([DECLARATIONS], { strict: true, noEmit: true, skipLibCheck: true });
  checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(DECLARATIONS)!)!;
  const exports = new Map(checker.getExportsOfModule(module).map((symbol) => [symbol.name, symbol]));
  declared = (typeName) => {
    const symbol = exports.get(typeName);
    if (!symbol) throw new Error(`The official client declares no ${typeName}`);
    const type = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(symbol));
    const properties = checker.getPropertiesOfType(type);
    return {
      required: properties.filter((p) => !(p.flags & ts.SymbolFlags.Optional)).map((p) => p.name),
      types: new Map(properties.map((p) => [p.name, checker.getTypeOfSymbol(p)])),
    };
  };
});

/** The declared required fields an answer lacks. */
const missing = (typeName: string, value: unknown) =>
  declared(typeName).required.filter((field) => !(field in (value as object)));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

async function answers() {
  const sim = createInProcessSimulation({
    scenario: { name: 'provider-test', description: 'The provider emulator alone', emulators: ['provider'] },
    clock: new VirtualClock(Date.UTC(2025, 0, 6, 9)),
  });
  const provider = sim.simulation.emulator<ProviderEmulator>('provider');
  await provider.ready;
  const { data } = providerDriver(sim.fetch);
  const acme = [...provider.state.organizations.values()].find((o) => o.organization_slug === 'acme-capital')!;
  const organization_id = acme.organization_id;
  const { ada } = DEMO_PEOPLE;
  const mailed = () => sim.simulation.inbox.latestTo(ada.email)!;
  const password = await data<Answer>('POST', '/b2b/passwords/authenticate', {
    email_address: ada.email,
    organization_id,
    password: ada.password,
    session_duration_minutes: 60,
  });
  await data('POST', '/b2b/magic_links/email/login_or_signup', { email_address: ada.email, organization_id });
  const magicLink = await data<Answer>('POST', '/b2b/magic_links/authenticate', {
    magic_links_token: new URL(mailed().links[0]!).searchParams.get('token'),
    session_duration_minutes: 60,
  });
  await data('POST', '/b2b/otps/email/login_or_signup', { email_address: ada.email, organization_id });
  const emailOtp = await data<Answer>('POST', '/b2b/otps/email/authenticate', {
    email_address: ada.email,
    organization_id,
    code: /\b(\d{6})\b/.exec(mailed().text)![1],
    session_duration_minutes: 60,
  });
  await data('POST', '/b2b/magic_links/email/discovery/send', { email_address: ada.email });
  const discovery = await data<Answer>('POST', '/b2b/magic_links/discovery/authenticate', {
    discovery_magic_links_token: new URL(mailed().links[0]!).searchParams.get('token'),
  });
  const session = { session: password.session_token as string };
  const bySlug = await data<Answer>('POST', '/b2b/organizations/search', { organization_slug: 'acme-capital' });
  const connections = await data<Answer>('GET', '/b2b/sso', undefined, session);
  return { password, magicLink, emailOtp, discovery, bySlug, connections };
}

describe('emulator answers carry the official client’s declared fields', () => {
  it('authenticate answers, members, organizations, sessions, discovery, slug lookup and SSO connections', async () => {
    const a = await answers();
    const gaps = {
      B2BPasswordAuthenticateResponse: missing('B2BPasswordAuthenticateResponse', a.password),
      B2BMagicLinksAuthenticateResponse: missing('B2BMagicLinksAuthenticateResponse', a.magicLink),
      B2BOTPsEmailAuthenticateResponse: missing('B2BOTPsEmailAuthenticateResponse', a.emailOtp),
      Member: missing('Member', a.password.member),
      Organization: missing('Organization', a.password.organization),
      MemberSession: missing('MemberSession', a.password.member_session),
      B2BMagicLinksDiscoveryAuthenticateResponse: missing('B2BMagicLinksDiscoveryAuthenticateResponse', a.discovery),
      DiscoveredOrganization: missing('DiscoveredOrganization', a.discovery.discovered_organizations[0]),
      OrganizationBySlugMatch: missing('OrganizationBySlugMatch', a.bySlug.organization),
      B2BSSOGetConnectionsResponse: missing('B2BSSOGetConnectionsResponse', a.connections),
      SAMLConnection: a.connections.saml_connections.flatMap((c: unknown) => missing('SAMLConnection', c)),
      OIDCConnection: a.connections.oidc_connections.flatMap((c: unknown) => missing('OIDCConnection', c)),
    };
    expect(gaps).toEqual(Object.fromEntries(Object.keys(gaps).map((name) => [name, []])));
  });

  it('role sources are of the types the official client knows', async () => {
    const { password } = await answers();
    const role = declared('MemberRole').types.get('sources')!;
    const source =
      checker.getIndexTypeOfType(role, ts.IndexKind.Number) ?? checker.getTypeArguments(role as ts.TypeReference)[0]!;
    const typeField = checker.getTypeOfSymbol(checker.getPropertyOfType(source, 'type')!);
    const known = (typeField.isUnion() ? typeField.types : [typeField]).map((t) => (t as ts.StringLiteralType).value);
    const sent = (password.member.roles as { sources: { type: string }[] }[]).flatMap((r) =>
      r.sources.map((s) => s.type),
    );
    expect(sent.filter((type) => !known.includes(type))).toEqual([]);
  });
});
