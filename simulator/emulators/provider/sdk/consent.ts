import { read, withQuery } from '../input';
import { scopeResults } from '../rbac';
import { fail, type Payload } from '../reply';
import type { Call, Deps, Route } from '../router';
import type { ConnectedApp } from '../state';

/** The OIDC scope a request asks for when it names none (login spec, section 9). */
const DEFAULT_SCOPE = 'openid email profile';
const AUTHORIZE_FIELDS = { client_id: 'string', redirect_uri: 'string', response_type: 'string' } as const;

/**
 * The authorize preflight and submit: under the login spec's paths (the submit as a form) and under the
 * official 6.3.0 client's (/idp/…, JSON). Both answer the same.
 */
const IDP_PATHS = {
  start: ['/b2b/oauth/authorize/start', '/idp/b2b/oauth/authorize/start'],
  submit: ['/b2b/oauth/authorize', '/idp/b2b/oauth/authorize/submit'],
};

const clientJson = (app: ConnectedApp) => ({
  client_id: app.client_id,
  client_name: app.client_name,
  client_description: app.client_description,
  client_type: app.client_type,
  logo_url: app.logo_url,
});

/** The identity-provider mode: connected apps asking a signed-in member for consent, and logging out. */
export const consentRoutes = ({ kit, sessions }: Deps): Route[] => {
  const { state } = kit;
  const policy = state.project.rbac_policy;

  const requireApp = (clientId: string) =>
    state.apps.get(clientId) ?? fail(404, 'connected_app_not_found', 'No connected app has this client_id');

  /** Checks an authorize request and works out what the member could grant. */
  const preflight = async (call: Call) => {
    const { member } = await sessions.require(call.request, call.body, call.secret);
    const args = read(call.body, AUTHORIZE_FIELDS, { scope: 'string', scopes: 'strings', prompt: 'string' });
    const app = requireApp(args.client_id);
    if (!app.redirect_urls.includes(args.redirect_uri))
      fail(400, 'invalid_redirect_uri', 'redirect_uri is not registered for this app');
    if (args.response_type !== 'code') fail(400, 'unsupported_response_type', 'response_type must be code');
    const requested = args.scopes ?? (args.scope ?? DEFAULT_SCOPE).split(/\s+/).filter(Boolean);
    const results = scopeResults(policy, member, requested);
    const grantable = results.filter((result) => result.is_grantable).map((result) => result.scope);
    const granted = state.grants.get(`${member.member_id} ${app.client_id}`);
    // First-party apps never ask; third-party ones ask until the member granted everything grantable.
    const consentRequired =
      app.client_type === 'third_party' &&
      (args.prompt === 'consent' || !grantable.every((scope) => granted?.has(scope)));
    return { member, app, args, results, grantable, consentRequired };
  };

  const authorizeStart = async (call: Call): Promise<Payload> => {
    const { app, results, grantable, consentRequired } = await preflight(call);
    return {
      consent_required: consentRequired,
      oidc_client: clientJson(app),
      // The official client's name and shape for the same app.
      client: {
        client_id: app.client_id,
        client_type: app.client_type,
        client_name: app.client_name,
        client_description: app.client_description,
        client_logo_url: app.logo_url,
      },
      grantable_scope: grantable.join(' '),
      ungrantable_scope: results
        .filter((result) => !result.is_grantable)
        .map((result) => result.scope)
        .join(' '),
      scope_results: results,
    };
  };

  const authorizeSubmit = async (call: Call): Promise<Payload> => {
    const { member, app, args, grantable, consentRequired } = await preflight(call);
    // The widget submits this as a form, where booleans arrive as text; the official client sends JSON.
    const consent = String(call.body.consent_granted);
    if (consent !== 'true' && consent !== 'false') fail(400, 'invalid_argument', 'consent_granted must be a boolean');
    const extra = read(call.body, {}, { state: 'string', nonce: 'string', code_challenge: 'string' });
    const withState = (values: Record<string, string>) =>
      withQuery(args.redirect_uri, extra.state ? { ...values, state: extra.state } : values);
    if (consentRequired && consent !== 'true') {
      return {
        redirect_uri: withState({ error: 'access_denied', error_description: 'The member denied consent' }),
      };
    }
    const key = `${member.member_id} ${app.client_id}`;
    state.grants.set(key, new Set([...(state.grants.get(key) ?? []), ...grantable]));
    // No token endpoint is simulated: the code goes back to the app and is never redeemed here.
    const code = kit.token();
    return { redirect_uri: withState({ code }), authorization_code: code };
  };

  return [
    ...IDP_PATHS.start.map((path): Route => ({ method: 'POST', path, handle: authorizeStart })),
    ...IDP_PATHS.submit.map((path): Route => ({ method: 'POST', path, handle: authorizeSubmit })),
    {
      method: 'POST',
      path: '/b2b/oauth/logout/start',
      handle: ({ body }) => {
        const args = read(
          body,
          { client_id: 'string', post_logout_redirect_uri: 'string' },
          { id_token_hint: 'string', state: 'string' },
        );
        const app = requireApp(args.client_id);
        if (!app.post_logout_redirect_urls.includes(args.post_logout_redirect_uri)) {
          fail(400, 'invalid_post_logout_redirect_uri', 'post_logout_redirect_uri is not registered for this app');
        }
        return {
          // Only third-party apps must ask: the simulation issues no ID tokens that could prove who asked.
          consent_required: app.client_type === 'third_party',
          redirect_uri: args.state
            ? withQuery(args.post_logout_redirect_uri, { state: args.state })
            : args.post_logout_redirect_uri,
        };
      },
    },
  ];
};
