import type { GroupTexts } from '../../strings';
import { canCreateOrganization } from '../../flow/config';
import { countdown } from '../../flow/countdown';
import { membershipAction, type MembershipAction } from '../../flow/discovery';
import { emailAddress, emailMethods, senderDomain } from '../../flow/email';
import { errorScreenText } from '../../flow/errors';
import type { WidgetState } from '../../flow/types';
import { formView, type FormView, type GroupView } from '../../flow/view';
import type { nextTexts } from './texts';
import type { Countdown } from '../../flow/countdown';
import type { EmailMethod } from '../../flow/email';

/** A discovered organization as Discovery lists it. */
export interface DiscoveredOrganizationView {
  organizationId: string;
  name: string;
  logoUrl: string | null;
  /** 'join' (pending, or eligible by domain or OAuth tenant), 'acceptInvite' (invited), or none (a member). */
  action: MembershipAction | null;
}

/** What each of the group's screens shows, by screen. */
export type NextView =
  /** Where the magic link went; the sender's domain when known, which the web-mail links search for. */
  | { screen: 'EmailConfirmation'; email: string; senderDomain: string | null }
  /** 'completing' while a token from the address is authenticated ('Logging in...'), then 'success'. */
  | { screen: 'LoggedIn'; status: 'completing' | 'success' }
  | {
      screen: 'Discovery';
      /** The address the organizations were discovered for. */
      email: string;
      organizations: DiscoveredOrganizationView[];
      /** Organization creation is allowed (project setting) and not disabled by the integrator. */
      canCreateOrganization: boolean;
    }
  /**
   * 'Looks like there was an error!', one of the error catalogue's texts or a provider's message (shown as
   * text, links clickable), and whether the back arrow (to Main) is offered.
   */
  | { screen: 'Error'; heading: string; message: string; canGoBack: boolean }
  /** The enabled e-mail methods, in the integrator's order. */
  | ({ screen: 'EmailMethodSelection'; methods: EmailMethod[] } & FormView)
  /** Where the code went, and its countdown, ticked every second by the flow. */
  | ({ screen: 'EmailOtpEntry'; email: string; countdown: Countdown } & FormView);

/** The views of the screens that follow Main on every method (login spec, section 2). */
export const nextView: GroupView<NextView, GroupTexts<typeof nextTexts>> = (snapshot, { config }, strings) => {
  const state = snapshot as WidgetState;
  switch (state.screen) {
    case 'EmailConfirmation':
      return { screen: 'EmailConfirmation', email: emailAddress(state), senderDomain: senderDomain(state, config) };
    case 'LoggedIn':
      return { screen: 'LoggedIn', status: state.loggingIn ? 'completing' : 'success' };
    case 'Discovery':
      return {
        screen: 'Discovery',
        email: state.form.discovery.email,
        organizations: state.form.discovery.organizations.map((discovered) => ({
          organizationId: discovered.organization.organization_id,
          name: discovered.organization.organization_name,
          logoUrl: discovered.organization.organization_logo_url || null,
          action: membershipAction(discovered),
        })),
        canCreateOrganization: canCreateOrganization(state, config),
      };
    case 'Error':
      return {
        screen: 'Error',
        heading: strings.error.heading,
        message: errorScreenText(strings, state.error?.type ?? 'Default', state.organization?.organization_name),
        canGoBack: state.error?.canGoBack ?? false,
      };
    case 'EmailMethodSelection':
      return { screen: 'EmailMethodSelection', methods: emailMethods(state, config), ...formView(state) };
    case 'EmailOtpEntry':
      return {
        screen: 'EmailOtpEntry',
        email: emailAddress(state),
        countdown: countdown(state.form.codeExpiration, state.now),
        ...formView(state),
      };
    default:
      return null;
  }
};
