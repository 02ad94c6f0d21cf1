import { fail } from '../reply';
import type { Deps, Route } from '../router';

/** Bootstrap, telemetry and the RBAC policy: what the SDK reads before anyone logs in. */
export const projectRoutes = ({ kit }: Deps): Route[] => [
  {
    method: 'GET',
    path: '/projects/bootstrap/:public_token',
    open: true,
    handle: ({ params }) => {
      const { project } = kit.state;
      if (params.public_token !== project.public_token) {
        fail(401, 'invalid_public_token', 'No project has this public token');
      }
      return {
        project_name: project.project_name,
        disable_sdk_watermark: false,
        captcha_settings: {
          enabled: project.captcha_enabled,
          siteKey: project.captcha_enabled ? 'simulated-captcha-site-key' : null,
        },
        cname_domain: null,
        email_domains: project.email_domains,
        pkce_required_for_email_magic_links: project.pkce_required_for_email_magic_links,
        pkce_required_for_password_resets: project.pkce_required_for_password_resets,
        pkce_required_for_oauth: project.pkce_required_for_oauth,
        pkce_required_for_sso: project.pkce_required_for_sso,
        slug_pattern: project.slug_pattern,
        create_organization_enabled: project.create_organization_enabled,
        password_config:
          project.strength_policy === 'luds'
            ? { luds_complexity: project.luds_complexity, luds_minimum_count: project.luds_minimum_count }
            : null,
        dfp_protected_auth_enabled: false,
        dfp_protected_auth_mode: null,
        rbac_policy: project.rbac_policy,
        siwe_required_for_crypto_wallets: false,
        vertical: null,
      };
    },
  },
  {
    method: 'POST',
    path: '/events',
    open: true,
    rawBody: true,
    handle: ({ request }) => {
      // Telemetry is accepted whatever it holds: the SDK drops failed batches, and so must never see one.
      kit.state.events.push(request.body.kind === 'json' ? request.body.value : null);
      return {};
    },
  },
  { method: 'GET', path: '/b2b/rbac/policy', handle: () => ({ policy: kit.state.project.rbac_policy }) },
];
