import { FEDERATED_TOKEN_MINUTES, federatedRedirect } from '../federation';
import { idpPage } from '../idpPage';
import { checkEmail, checkPkceStart } from '../input';
import { MINUTE } from '../kit';
import { requireOrg } from '../lookups';
import { fail, Raw, redirect } from '../reply';
import type { Call, Deps, Route } from '../router';
import type { IdpVisit } from '../state';

const IDP_AUTHORIZE_PATH = '/v1/simulated-idp/authorize';
const IDP_CALLBACK_PATH = '/v1/simulated-idp/callback';

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  hubspot: 'HubSpot',
  slack: 'Slack',
  github: 'GitHub',
};

/**
 * Federated sign-in's visits: the SSO and OAuth starts the widget navigates to (public token in the query), and
 * the simulated identity provider they lead to, which sends the member back with a token.
 */
export const federatedRoutes = ({ kit }: Deps): Route[] => {
  const { state } = kit;
  const { project } = state;

  const checkToken = ({ query }: Call) => {
    if (query.public_token !== project.public_token)
      fail(401, 'invalid_public_token', 'public_token is missing or unknown');
  };

  const visit = (fields: Omit<IdpVisit, 'id' | 'expires_at'>) => {
    const id = kit.token();
    state.idpVisits.set(id, { ...fields, id, expires_at: kit.now() + FEDERATED_TOKEN_MINUTES * MINUTE });
    return redirect(`${IDP_AUTHORIZE_PATH}?visit=${encodeURIComponent(id)}`);
  };

  const liveVisit = (id: string | undefined) => {
    const found = id ? state.idpVisits.get(id) : undefined;
    return found && found.expires_at > kit.now()
      ? found
      : fail(400, 'idp_visit_expired', 'This sign-in has expired or was already used: start again from the app');
  };

  /** An OAuth start names a provider the project has set up, or is refused. */
  const configuredProvider = (provider: string) =>
    project.oauth_providers.includes(provider)
      ? provider
      : fail(404, 'oauth_provider_not_found', `OAuth provider ${provider} is not configured`);

  return [
    {
      method: 'GET',
      path: '/v1/public/sso/start',
      handle: (call) => {
        checkToken(call);
        const connection = state.connections.get(call.query.connection_id ?? '');
        if (!connection || connection.status !== 'active')
          fail(404, 'connection_not_found', 'No active SSO connection has this connection_id');
        checkPkceStart(project.pkce_required_for_sso, call.query.pkce_code_challenge);
        return visit({
          kind: 'sso',
          organization_id: connection.organization_id,
          connection_id: connection.connection_id,
          login_redirect_url: kit.redirectTo('LOGIN', call.query.login_redirect_url),
          signup_redirect_url: kit.redirectTo('SIGNUP', call.query.signup_redirect_url),
          pkce_code_challenge: call.query.pkce_code_challenge || undefined,
        });
      },
    },
    {
      method: 'GET',
      path: '/v1/b2b/public/oauth/:provider/start',
      handle: (call) => {
        checkToken(call);
        const provider = configuredProvider(call.params.provider!);
        const { organization_id, slug } = call.query;
        const org = organization_id
          ? requireOrg(state, organization_id)
          : (state.organizationBySlug(slug ?? '') ??
            fail(404, 'organization_not_found', 'Send organization_id or a known slug'));
        checkPkceStart(project.pkce_required_for_oauth, call.query.pkce_code_challenge);
        return visit({
          kind: 'oauth',
          provider,
          organization_id: org.organization_id,
          login_redirect_url: kit.redirectTo('LOGIN', call.query.login_redirect_url),
          signup_redirect_url: kit.redirectTo('SIGNUP', call.query.signup_redirect_url),
          pkce_code_challenge: call.query.pkce_code_challenge || undefined,
        });
      },
    },
    {
      method: 'GET',
      path: '/v1/b2b/public/oauth/:provider/discovery/start',
      handle: (call) => {
        checkToken(call);
        const provider = configuredProvider(call.params.provider!);
        checkPkceStart(project.pkce_required_for_oauth, call.query.pkce_code_challenge);
        const target = kit.redirectTo('DISCOVERY', call.query.discovery_redirect_url);
        return visit({
          kind: 'discovery_oauth',
          provider,
          login_redirect_url: target,
          signup_redirect_url: target,
          pkce_code_challenge: call.query.pkce_code_challenge || undefined,
        });
      },
    },
    {
      method: 'GET',
      path: IDP_AUTHORIZE_PATH,
      handle: ({ query }) => {
        const found = liveVisit(query.visit);
        const org = found.organization_id ? state.organizations.get(found.organization_id) : undefined;
        const members = org ? state.membersOf(org.organization_id) : [...state.members.values()];
        const accounts = [
          ...new Map(members.map((m) => [m.email_address, { name: m.name, email: m.email_address }])).values(),
        ];
        const connection = found.connection_id ? state.connections.get(found.connection_id) : undefined;
        const html = idpPage({
          idpName: connection?.display_name ?? PROVIDER_NAMES[found.provider ?? ''] ?? 'your identity provider',
          destination: org ? `${org.organization_name} on ${project.project_name}` : project.project_name,
          visitId: found.id,
          callbackPath: IDP_CALLBACK_PATH,
          accounts,
        });
        // The page's form may lead on (through our redirect) only to the app's own origins.
        const origins = [found.login_redirect_url, found.signup_redirect_url].map((url) => new URL(url).origin);
        return new Raw({
          status: 200,
          body: html,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self' ${[...new Set(origins)].join(' ')}`,
          },
        });
      },
    },
    {
      method: 'GET',
      path: IDP_CALLBACK_PATH,
      handle: ({ query }) => {
        const found = liveVisit(query.visit);
        const email = checkEmail(query.email ?? '');
        state.idpVisits.delete(found.id);
        return redirect(federatedRedirect(kit, found, email));
      },
    },
  ];
};
