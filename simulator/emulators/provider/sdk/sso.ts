import { ssoFactor } from '../factors';
import { checkDuration, emailDomain, read } from '../input';
import { requireOrg } from '../lookups';
import { authorize, STYTCH_RESOURCES } from '../rbac';
import { newConnection, newMember } from '../records';
import { fail, type Payload } from '../reply';
import type { Call, Deps, Route } from '../router';
import type { ConnectionKind, SsoConnection } from '../state';

/** Where the provider's own SAML and OIDC endpoints would be; shown to admins configuring their IdP. */
const CALLBACK_BASE = 'https://test.stytch.com/v1/b2b/sso/callback';

const SAML_FIELDS = {
  display_name: 'string',
  identity_provider: 'string',
  idp_entity_id: 'string',
  idp_sso_url: 'string',
  x509_certificate: 'string',
  attribute_mapping: 'object',
  alternative_audience_uri: 'string',
} as const;

const OIDC_FIELDS = {
  display_name: 'string',
  identity_provider: 'string',
  client_id: 'string',
  client_secret: 'string',
  issuer: 'string',
  authorization_url: 'string',
  token_url: 'string',
  userinfo_url: 'string',
  jwks_url: 'string',
  custom_scopes: 'string',
  attribute_mapping: 'object',
} as const;

function connectionJson(connection: SsoConnection): Payload {
  const common = {
    organization_id: connection.organization_id,
    connection_id: connection.connection_id,
    status: connection.status,
    display_name: connection.display_name,
    identity_provider: connection.identity_provider,
    ...connection.settings,
  };
  if (connection.kind === 'saml') {
    return {
      attribute_mapping: {},
      saml_connection_implicit_role_assignments: [],
      saml_group_implicit_role_assignments: [],
      saml_encryption_private_keys: [],
      ...common,
      acs_url: `${CALLBACK_BASE}/${connection.connection_id}`,
      audience_uri: `https://test.stytch.com/${connection.connection_id}`,
      signing_certificates: [],
      verification_certificates: connection.verification_certificates,
    };
  }
  if (connection.kind === 'oidc') {
    return { attribute_mapping: {}, ...common, redirect_url: `${CALLBACK_BASE}/${connection.connection_id}` };
  }
  return common;
}

/** A connection is live once the settings its protocol needs are all there. */
function activateWhenComplete(connection: SsoConnection): void {
  const { settings } = connection;
  const complete =
    connection.kind === 'saml'
      ? !!settings.idp_entity_id && !!settings.idp_sso_url && connection.verification_certificates.length > 0
      : connection.kind === 'oidc'
        ? !!settings.issuer && !!settings.client_id && !!settings.client_secret
        : true;
  connection.status = complete ? 'active' : 'pending';
}

/** SSO: authenticating the token the identity provider sent back, connection discovery, and connection admin. */
export const ssoRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  const policy = state.project.rbac_policy;

  const admin = async ({ request, body, secret }: Call, action: string) => {
    const caller = await sessions.require(request, body, secret);
    authorize(policy, caller.member, STYTCH_RESOURCES.sso, action);
    return caller;
  };

  const ownConnection = async (call: Call, kind: ConnectionKind | undefined, action: string) => {
    const { org } = await admin(call, action);
    const connection = state.connections.get(call.params.connection_id!);
    if (!connection || connection.organization_id !== org.organization_id || (kind && connection.kind !== kind)) {
      return fail(404, 'connection_not_found', 'This organization has no such connection');
    }
    return connection;
  };

  const create = (kind: ConnectionKind) => async (call: Call) => {
    const { org } = await admin(call, 'create');
    const args = read(call.body, {}, { display_name: 'string', identity_provider: 'string' });
    const connection = newConnection(kit, org, {
      kind,
      display_name: args.display_name ?? `${kind.toUpperCase()} connection`,
      identity_provider: args.identity_provider ?? 'generic',
    });
    return { connection: connectionJson(connection) };
  };

  const update = (kind: 'saml' | 'oidc', fields: typeof SAML_FIELDS | typeof OIDC_FIELDS) => async (call: Call) => {
    const connection = await ownConnection(call, kind, 'update');
    const { display_name, identity_provider, x509_certificate, ...settings } = read(call.body, {}, fields) as Record<
      string,
      unknown
    >;
    if (typeof display_name === 'string') connection.display_name = display_name;
    if (typeof identity_provider === 'string') connection.identity_provider = identity_provider;
    if (typeof x509_certificate === 'string') {
      connection.verification_certificates.push({
        certificate_id: kit.id('saml-verification-certificate'),
        certificate: x509_certificate,
        issuer: connection.display_name,
      });
    }
    Object.assign(connection.settings, settings);
    activateWhenComplete(connection);
    return { connection: connectionJson(connection) };
  };

  return [
    {
      method: 'POST',
      path: '/b2b/sso/authenticate',
      handle: async ({ request, body }) => {
        const args = read(
          body,
          { sso_token: 'string', session_duration_minutes: 'number' },
          { pkce_code_verifier: 'string', locale: 'string' },
        );
        const duration = checkDuration(args.session_duration_minutes);
        const ist = sessions.intermediate(request, body);
        const token = await kit.redeemToken(args.sso_token, ['sso'], args.pkce_code_verifier);
        const org = requireOrg(state, token.organization_id!);
        const connection = state.connections.get(token.via!);
        if (!connection || connection.status !== 'active')
          fail(404, 'connection_not_found', 'The SSO connection is gone');
        let member = state.memberByEmail(org.organization_id, token.email_address);
        if (!member) {
          const jitAllowed =
            org.sso_jit_provisioning === 'ALL_ALLOWED' ||
            (org.sso_jit_provisioning === 'RESTRICTED' &&
              org.sso_jit_provisioning_allowed_connections.includes(connection.connection_id));
          if (!jitAllowed)
            fail(403, 'sso_jit_provisioning_not_allowed', 'This organization does not let new members join by SSO');
          member = newMember(kit, org, token.email_address);
        }
        member.email_address_verified = true;
        const factor = ssoFactor(connection.kind, connection.connection_id, member.email_address, kit.now());
        return sessions.finish(member, org, factor, duration, ist);
      },
    },
    {
      method: 'GET',
      path: '/b2b/sso/discovery/connections',
      handle: ({ query }) => {
        const email = (query.email_address ?? '').toLowerCase();
        if (!email) fail(400, 'missing_argument', 'email_address is required');
        const domain = emailDomain(email);
        const connections = [...state.organizations.values()]
          .filter(
            (org) => state.memberByEmail(org.organization_id, email) || org.email_allowed_domains.includes(domain),
          )
          .flatMap((org) => state.activeConnections(org.organization_id))
          .map(({ connection_id, display_name, identity_provider }) => ({
            connection_id,
            display_name,
            identity_provider,
          }));
        return { connections };
      },
    },
    {
      method: 'GET',
      path: '/b2b/sso',
      handle: async (call) => {
        const { org } = await admin(call, 'get');
        const all = [...state.connections.values()].filter((c) => c.organization_id === org.organization_id);
        const ofKind = (kind: ConnectionKind) => all.filter((c) => c.kind === kind).map(connectionJson);
        return {
          saml_connections: ofKind('saml'),
          oidc_connections: ofKind('oidc'),
          external_connections: ofKind('external'),
        };
      },
    },
    { method: 'POST', path: '/b2b/sso/saml', handle: create('saml') },
    { method: 'PUT', path: '/b2b/sso/saml/:connection_id', handle: update('saml', SAML_FIELDS) },
    {
      method: 'PUT',
      path: '/b2b/sso/saml/:connection_id/url',
      handle: async (call) => {
        const connection = await ownConnection(call, 'saml', 'update');
        const { metadata_url } = read(call.body, { metadata_url: 'string' });
        // Nothing is fetched: the simulated metadata names the URL as entity and SSO endpoint, with one certificate.
        Object.assign(connection.settings, { metadata_url, idp_entity_id: metadata_url, idp_sso_url: metadata_url });
        if (connection.verification_certificates.length === 0) {
          connection.verification_certificates.push({
            certificate_id: kit.id('saml-verification-certificate'),
            certificate: '-----BEGIN CERTIFICATE-----\nsimulated\n-----END CERTIFICATE-----',
            issuer: metadata_url,
          });
        }
        activateWhenComplete(connection);
        return { connection: connectionJson(connection) };
      },
    },
    {
      method: 'DELETE',
      path: '/b2b/sso/saml/:connection_id/verification_certificates/:certificate_id',
      handle: async (call) => {
        const connection = await ownConnection(call, 'saml', 'update');
        const certificateId = call.params.certificate_id!;
        const before = connection.verification_certificates.length;
        connection.verification_certificates = connection.verification_certificates.filter(
          (certificate) => certificate.certificate_id !== certificateId,
        );
        if (connection.verification_certificates.length === before) {
          fail(404, 'certificate_not_found', 'The connection has no such certificate');
        }
        activateWhenComplete(connection);
        return { certificate_id: certificateId };
      },
    },
    { method: 'POST', path: '/b2b/sso/oidc', handle: create('oidc') },
    { method: 'PUT', path: '/b2b/sso/oidc/:connection_id', handle: update('oidc', OIDC_FIELDS) },
    {
      method: 'POST',
      path: '/b2b/sso/external',
      handle: async (call) => {
        const { org } = await admin(call, 'create');
        const args = read(
          call.body,
          { external_organization_id: 'string', external_connection_id: 'string' },
          { display_name: 'string' },
        );
        const source = state.connections.get(args.external_connection_id);
        if (!source || source.organization_id !== args.external_organization_id || source.kind === 'external') {
          fail(404, 'connection_not_found', 'The external organization has no such SAML or OIDC connection');
        }
        const connection = newConnection(kit, org, {
          kind: 'external',
          display_name: args.display_name ?? source.display_name,
          identity_provider: source.identity_provider,
          status: 'active',
          settings: {
            external_organization_id: args.external_organization_id,
            external_connection_id: args.external_connection_id,
          },
        });
        return { connection: connectionJson(connection) };
      },
    },
    {
      method: 'PUT',
      path: '/b2b/sso/external/:connection_id',
      handle: async (call) => {
        const connection = await ownConnection(call, 'external', 'update');
        const { display_name } = read(call.body, {}, { display_name: 'string' });
        if (display_name) connection.display_name = display_name;
        return { connection: connectionJson(connection) };
      },
    },
    {
      method: 'DELETE',
      path: '/b2b/sso/:connection_id',
      handle: async (call) => {
        const connection = await ownConnection(call, undefined, 'delete');
        state.connections.delete(connection.connection_id);
        const org = state.organizations.get(connection.organization_id)!;
        if (org.sso_default_connection_id === connection.connection_id) org.sso_default_connection_id = null;
        return { connection_id: connection.connection_id };
      },
    },
  ];
};
