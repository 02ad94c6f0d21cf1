import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { AppSession } from '../session';

export interface SessionRedirectProps {
  session: AppSession;
  /** Leave when the member is logged in (the login page) or logged out (protected pages). */
  when: 'loggedIn' | 'loggedOut';
  to: string;
  children: ReactNode;
}

/**
 * Follows the session while a page is shown: the loaders gate the first visit, this the changes after it
 * (logout here or in another tab, a session that expired, a login that just finished).
 */
export function SessionRedirect({ session, when, to, children }: SessionRedirectProps) {
  const loggedIn = useSyncExternalStore(session.subscribe, session.isLoggedIn, session.isLoggedIn);
  if (loggedIn === (when === 'loggedIn')) return <Navigate to={to} replace />;
  return children;
}
