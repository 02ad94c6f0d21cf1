/** The password screens: one chunk, loaded when a member turns to a password (see lazyScreens.ts). */
export { PasswordAuthenticateScreen } from '../screens/PasswordAuthenticateScreen';
export { PasswordEmailScreen } from '../screens/PasswordEmailScreen';
export { PasswordForgotFormScreen } from '../screens/PasswordForgotFormScreen';
export { PasswordResetFormScreen } from '../screens/PasswordResetFormScreen';
export { PasswordResetVerifyConfirmationScreen } from '../screens/PasswordResetVerifyConfirmationScreen';
export { PasswordSetNewConfirmationScreen } from '../screens/PasswordSetNewConfirmationScreen';
