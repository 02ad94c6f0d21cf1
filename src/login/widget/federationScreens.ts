/** SSO discovery, the identity-provider consent screen and Google One Tap: one chunk (see lazyScreens.ts). */
export { SsoDiscoveryEmailScreen } from '../screens/SsoDiscoveryEmailScreen';
export { SsoDiscoveryFallbackScreen } from '../screens/SsoDiscoveryFallbackScreen';
export { SsoDiscoveryMenuScreen } from '../screens/SsoDiscoveryMenuScreen';
export { IdpConsentScreen } from '../screens/IdpConsentScreen';
export { GoogleOneTap } from './GoogleOneTap';
