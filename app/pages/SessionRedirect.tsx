import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { AppSession } from '../session';

export interface SessionRedirectProps {
  /** The member's session, once the page has started; nothing to follow before. */
  session: AppSession | undefined;
  /** Leaves for the login page (AppDependencies.leaveForLogin), given with the session. */
  leave: (() => void) | undefined;
  children: ReactNode;
}

const noSession = { subscribe: () => () => undefined, isLoggedIn: () => true };

/**
 * Follows the session while a page behind it is shown (the page's start checked it once): logout here or in
 * another tab, a session that expired. Without one the page shows nothing more and leaves for the login page.
 */
export function SessionRedirect({ session, leave, children }: SessionRedirectProps) {
  const followed = session ?? noSession;
  const loggedIn = useSyncExternalStore(followed.subscribe, followed.isLoggedIn, () => true);
  useEffect(() => {
    if (!loggedIn) leave?.();
  }, [loggedIn, leave]);
  return loggedIn ? children : null;
}
