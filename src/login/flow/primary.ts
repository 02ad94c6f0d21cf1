import { primaryMethods } from './config';
import type { AuthenticateAnswer } from './entities';
import { mfaRequired } from './mfaRequired';
import { restart, showError, step, type Step } from './navigation';
import type { AuthenticatedContext, PostAuthScreen, WidgetState } from './types';

/** Where a login that came from the page address ends (the reset form's own login link returns to it). */
export const postAuthScreenFor = (state: WidgetState): PostAuthScreen =>
  state.flowType === 'PasswordReset' ? 'PasswordResetForm' : 'LoggedIn';

/**
 * Primary authentication succeeded (login spec, section 4):
 * - a member session ends the login (Logged In, or the password reset form);
 * - primary_required keeps the member on Main in organization flow with the methods the organization still
 *   accepts (password only if the member has one), or shows the policy error when none is left;
 * - otherwise a second factor is needed.
 */
export function primaryAuthenticated(
  state: WidgetState,
  answer: AuthenticateAnswer,
  context: AuthenticatedContext,
): Step {
  const settled: WidgetState = { ...state, busy: false, organization: answer.organization ?? state.organization };
  if (answer.member_session) return step({ ...restart(settled, context.postAuthScreen), mfa: null });
  if (answer.primary_required) {
    const { member } = answer;
    const enabledMethods = primaryMethods(answer.primary_required.allowed_auth_methods).filter(
      (method) => method !== 'password' || Boolean(member.member_password_id),
    );
    const onMain: WidgetState = {
      ...restart(settled, 'Main'),
      flowType: 'Organization',
      primary: { enabledMethods, email: member.email_address, emailVerified: Boolean(member.email_address_verified) },
    };
    return step(enabledMethods.length ? onMain : showError(onMain, 'CannotJoinOrgDueToAuthPolicy', false));
  }
  return mfaRequired(settled, answer, context);
}
