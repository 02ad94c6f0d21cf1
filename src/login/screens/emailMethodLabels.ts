import type { EmailMethod } from './types';

/** Main's buttons when the e-mail is already known. */
export const knownEmailButtonLabels: Record<EmailMethod, string> = {
  magicLink: 'Email me a link',
  otp: 'Email me a code',
};

/** Email Method Selection's options. */
export const emailMethodOptionLabels: Record<EmailMethod, string> = {
  magicLink: 'Email me a log in link',
  otp: 'Email me a log in code',
};
