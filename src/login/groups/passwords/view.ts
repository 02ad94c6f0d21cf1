import type { GroupTexts } from '../../strings';
import type { WidgetState } from '../../flow/types';
import { formView, type GroupView } from '../../flow/view';
import type { passwordTexts } from './texts';
import { senderDomain } from '../next/view';

/** The views of the password screens (login spec, section 2). */
export const passwordView: GroupView<'passwords', GroupTexts<typeof passwordTexts>> = (snapshot, config, strings) => {
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
      return { screen: 'PasswordSetNewConfirmation', email: state.form.passwordEmail };
    default:
      return null;
  }
};
