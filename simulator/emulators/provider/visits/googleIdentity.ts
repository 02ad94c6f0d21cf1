import { googleIdentityScript, SIMULATED_GOOGLE_IDENTITY_PATH } from '../googleIdentity';
import { checkEmail } from '../input';
import { Raw } from '../reply';
import type { Deps, Route } from '../router';
import { DEMO_PEOPLE } from '../seed';

/**
 * The simulated Google identity library, a browser visit like the identity-provider page: the script tag's
 * query picks the Google account (email, Ada Lovelace by default) and may force a not-displayed reason
 * (not_displayed), for tests of what the widget does then.
 */
export const googleIdentityRoutes = ({ kit }: Deps): Route[] => [
  {
    method: 'GET',
    path: SIMULATED_GOOGLE_IDENTITY_PATH,
    handle: ({ query }) => {
      const email = checkEmail(query.email ?? DEMO_PEOPLE.ada.email);
      const known = [...kit.state.members.values()].find((member) => member.email_address === email && member.name);
      const script = googleIdentityScript({
        account: { email, name: known?.name ?? email.split('@')[0]! },
        knownClientId: kit.state.project.google_client_id,
        notDisplayed: query.not_displayed || null,
        issuedAt: Math.floor(kit.now() / 1000),
      });
      return new Raw({
        status: 200,
        body: script,
        headers: { 'content-type': 'text/javascript; charset=utf-8' },
      });
    },
  },
];
