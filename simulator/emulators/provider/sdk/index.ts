import type { SimRequest } from '../../../core/types';
import { CAPTCHA_PROTECTED, captchaRequired } from '../captcha';
import { basicAuth } from '../input';
import { fail } from '../reply';
import { byLiteralFirst, type Deps } from '../router';
import type { Surface } from '../surface';
import { connectedAppRoutes } from './connectedApps';
import { consentRoutes } from './consent';
import { discoveryRoutes } from './discovery';
import { emailUpdateRoutes } from './emailUpdate';
import { magicLinkRoutes } from './magicLinks';
import { memberRoutes } from './members';
import { mfaRoutes } from './mfa';
import { oauthRoutes } from './oauth';
import { organizationRoutes } from './organizations';
import { otpRoutes } from './otps';
import { passwordRoutes } from './passwords';
import { projectRoutes } from './project';
import { scimRoutes } from './scim';
import { sessionRoutes } from './sessions';
import { ssoRoutes } from './sso';

/** The browser SDK's base path (login spec, section 7). */
export const SDK_PREFIX = '/sdk/v1';

/**
 * The browser SDK's API, what the login widget and the provider's browser SDK call: under /sdk/v1, Basic auth
 * with the project's public token (and the member's session token as the password once there is one), answers
 * in a `data` envelope.
 */
export function sdkSurface(deps: Deps): Surface {
  const { project } = deps.kit.state;
  return {
    prefix: SDK_PREFIX,
    claims: 'prefix',
    routes: byLiteralFirst(
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
    ),
    /** The session token in Basic auth, or undefined when the SDK sent the public token twice. */
    authenticate(request: SimRequest) {
      const credentials = basicAuth(request);
      if (!credentials || credentials.user !== project.public_token) {
        return fail(401, 'unauthorized_credentials', 'Basic auth must carry the project’s public token');
      }
      if (credentials.password === project.public_token) return undefined;
      // A stale token still identifies its session; calls that need a live one say so themselves.
      if (!deps.kit.state.sessionByToken(credentials.password)) {
        fail(401, 'unauthorized_credentials', 'Basic auth carries an unknown session token');
      }
      return credentials.password;
    },
    refuse(route, body) {
      if (!deps.switches.captchaRequired || !CAPTCHA_PROTECTED.has(route.path)) return undefined;
      const token = body.captcha_token;
      return typeof token === 'string' && token !== '' ? undefined : captchaRequired();
    },
    envelope: 'data',
  };
}
