import { Outlet, useLoaderData } from 'react-router-dom';
import { LiveProvider, type LiveEnvironment } from '../../src/live/react/LiveContext';
import type { ProtectedData } from '../organization';
import type { AppSession } from '../session';
import { SessionRedirect } from './SessionRedirect';

export interface ProtectedLayoutProps {
  session: AppSession;
  /** The sockets' environment for the organization (one per organization, so connections are shared). */
  liveEnvironment: (organizationUid: string) => LiveEnvironment;
}

/** /dashboard, /chat and /output/…: only with a session; the sockets authenticate with the organization. */
export function ProtectedLayout({ session, liveEnvironment }: ProtectedLayoutProps) {
  const { organization } = useLoaderData() as ProtectedData;
  return (
    <SessionRedirect session={session} when="loggedOut" to="/">
      <LiveProvider environment={liveEnvironment(organization.organization_uid)}>
        <Outlet />
      </LiveProvider>
    </SessionRedirect>
  );
}
