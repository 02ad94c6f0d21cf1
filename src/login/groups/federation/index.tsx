import { defineScreenGroup } from '../define';
import { IdpConsentScreen } from './IdpConsentScreen';
import { federationIntents } from './intents';
import { SsoDiscoveryEmailScreen } from './SsoDiscoveryEmailScreen';
import { SsoDiscoveryFallbackScreen } from './SsoDiscoveryFallbackScreen';
import { SsoDiscoveryMenuScreen } from './SsoDiscoveryMenuScreen';
import { federationTexts } from './texts';
import { federationView } from './view';

export { GoogleOneTap } from './GoogleOneTap';

/** SSO discovery and the identity-provider consent screen: one chunk with Google One Tap. */
export default defineScreenGroup('federation', {
  texts: federationTexts,
  view: federationView,
  intents: federationIntents,
  perform: (intents, { type }) => {
    switch (type) {
      case 'startConsent':
        return intents.start();
      default:
        // A new federation effect fails to compile here until it is named, rather than starting the consent.
        return type satisfies never;
    }
  },
  screens: {
    SsoDiscoveryEmail: SsoDiscoveryEmailScreen,
    SsoDiscoveryFallback: SsoDiscoveryFallbackScreen,
    SsoDiscoveryMenu: SsoDiscoveryMenuScreen,
    IdpConsent: IdpConsentScreen,
  },
});
