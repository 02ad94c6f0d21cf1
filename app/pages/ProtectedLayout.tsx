import { Outlet, useLoaderData } from 'react-router-dom';
import '../fonts/pages.css';
import { LiveProvider } from '../../src/live/react/LiveContext';
import type { ProtectedData } from '../organization';
import type { AppSession } from '../session';
import { SessionRedirect } from './SessionRedirect';

export interface ProtectedLayoutProps {
  session: AppSession;
}

/** /dashboard, /chat and /output/…: only with a session; the sockets authenticate with the organization. */
export function ProtectedLayout({ session }: ProtectedLayoutProps) {
  const { live } = useLoaderData() as ProtectedData;
  return (
    <SessionRedirect session={session} when="loggedOut" to="/">
      <LiveProvider environment={live}>
        <Outlet />
      </LiveProvider>
    </SessionRedirect>
  );
}
