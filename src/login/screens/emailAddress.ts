/** E-mail address rules of the login spec, section 5. */

/** Shown under an e-mail field whose value does not look like an address. */
export const invalidEmailMessage = 'Invalid email address';

/** What every e-mail field shows before anything is typed. */
export const emailPlaceholder = 'example@email.com';

/**
 * One '@', something before it, and a domain with a dot and no spaces: strict enough to catch typos,
 * loose enough never to refuse an address the provider accepts (the provider has the final say).
 */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (text: string): boolean => emailPattern.test(text.trim());
