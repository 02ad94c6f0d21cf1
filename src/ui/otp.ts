/** OTP length of the login spec (e-mail, SMS and TOTP codes). */
export const OTP_LENGTH = 6;
/** How long the 'Verifying passcode...' progress animation runs. */
export const OTP_PROGRESS_MS = 10_000;

/** Keeps digits only, at most six: typing and pasting go through the same rule. */
export const sanitizeOtp = (text: string): string => text.replace(/\D/g, '').slice(0, OTP_LENGTH);
