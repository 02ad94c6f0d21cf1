/** Where magic links and OAuth bring the member back; the login page authenticates the token in its address. */
export const AUTHENTICATE_PATH = '/authenticate';

/** Where a member with a session goes from the login page. */
export const SIGNED_IN_PATH = '/dashboard';
