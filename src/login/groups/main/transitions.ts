import { goTo } from '../../flow/navigation';
import type { WidgetState } from '../../flow/types';

/**
 * Main's ways into another group's screens: here, in the first load with Main, so that taking one loads only
 * the group it leads to (whose own steps load with it).
 */

/** 'Use a password instead': Password Authenticate, with the e-mail typed so far. */
export const passwordChosen = (state: WidgetState): WidgetState => {
  const next = goTo(state, 'PasswordAuthenticate', { push: true });
  return { ...next, form: { ...next.form, passwordEmail: state.form.passwordEmail || state.form.userSuppliedEmail } };
};

/** 'Continue with SSO' in discovery flow: SSO Discovery Email. */
export const ssoDiscoveryOpened = (state: WidgetState): WidgetState => goTo(state, 'SsoDiscoveryEmail', { push: true });
