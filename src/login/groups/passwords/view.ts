import type { GroupTexts } from '../../strings';
import type { WidgetState } from '../../flow/types';
import { formView, type FormView, type GroupView } from '../../flow/view';
import type { passwordTexts } from './texts';
import { senderDomain } from '../../flow/email';
import type { PasswordStrength } from '../../flow/entities';

/** What each of the group's screens shows, by screen. */
export type PasswordView =
  /** The e-mail typed so far; `passwordRevealed`: it belongs to a member with a password, whose field shows. */
  | ({ screen: 'PasswordEmail'; email: string; passwordRevealed: boolean } & FormView)
  /** The e-mail typed so far, to start from. */
  | ({ screen: 'PasswordAuthenticate'; email: string } & FormView)
  | ({
      screen: 'PasswordResetForm';
      /** The e-mail stored before the reset; the field shows it disabled. */
      storedEmail: string | null;
      strength: PasswordStrength | null;
      /** Continue waits until the strength check says the password is valid. */
      canSubmit: boolean;
      /** The project's LUDS rules (bootstrap), which the strength hints count against. */
      passwordConfig: { luds_minimum_count: number; luds_complexity: number };
    } & FormView)
  /** Where the login link went; the sender's domain (domain hint, or the bootstrap's only one) for web-mail. */
  | { screen: 'PasswordResetVerifyConfirmation'; email: string; senderDomain: string | null }
  /** What the e-mail will bring (the organization flow's or the discovery flow's copy), and the e-mail so far. */
  | ({ screen: 'PasswordForgotForm'; copy: string; email: string } & FormView)
  /** 'Check your email!': the reset e-mail went to the address the member gave. */
  | { screen: 'PasswordSetNewConfirmation' };

/** The views of the password screens (login spec, section 2). */
export const passwordView: GroupView<PasswordView, GroupTexts<typeof passwordTexts>> = (
  snapshot,
  { config },
  strings,
) => {
  const state = snapshot as WidgetState;
  switch (state.screen) {
    case 'PasswordEmail':
      return {
        screen: 'PasswordEmail',
        email: state.form.passwordEmail,
        passwordRevealed: state.form.passwordRevealed,
        ...formView(state),
      };
    case 'PasswordAuthenticate':
      return { screen: 'PasswordAuthenticate', email: state.form.passwordEmail, ...formView(state) };
    case 'PasswordResetForm':
      return {
        screen: 'PasswordResetForm',
        storedEmail: state.form.passwordEmail || null,
        strength: state.form.passwordStrength,
        canSubmit: state.form.passwordStrength?.valid_password === true,
        passwordConfig: {
          luds_minimum_count: state.bootstrap.passwordConfig?.ludsMinimumCount ?? 0,
          luds_complexity: state.bootstrap.passwordConfig?.ludsComplexity ?? 0,
        },
        ...formView(state),
      };
    case 'PasswordResetVerifyConfirmation':
      return {
        screen: 'PasswordResetVerifyConfirmation',
        email: state.form.passwordEmail,
        senderDomain: senderDomain(state, config),
      };
    case 'PasswordForgotForm':
      return {
        screen: 'PasswordForgotForm',
        copy:
          state.flowType === 'Discovery'
            ? strings.passwordForgotForm.discoveryCopy
            : strings.passwordForgotForm.organizationCopy,
        email: state.form.passwordEmail,
        ...formView(state),
      };
    case 'PasswordSetNewConfirmation':
      return { screen: 'PasswordSetNewConfirmation' };
    default:
      return null;
  }
};
