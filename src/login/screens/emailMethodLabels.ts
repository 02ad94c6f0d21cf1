import type { EmailMethod } from '../flow';

/** Main's buttons when the e-mail is already known. */
export const knownEmailButtonLabels: Record<EmailMethod, string> = {
  magic_link: 'Email me a link',
  email_otp: 'Email me a code',
};

/** Email Method Selection's options. */
export const emailMethodOptionLabels: Record<EmailMethod, string> = {
  magic_link: 'Email me a log in link',
  email_otp: 'Email me a log in code',
};
