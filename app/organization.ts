import { useRouteLoaderData } from 'react-router-dom';
import type { Organization } from '../src/api/assistantApi';
import type { LiveEnvironment } from '../src/live/react/LiveContext';

/** The id of the route whose loader gates the session and reads the organization. */
export const PROTECTED_ROUTE_ID = 'protected';

export interface ProtectedData {
  organization: Organization;
  /** The sockets' environment for the organization (one per organization, so connections are shared). */
  live: LiveEnvironment;
}

/** The member's organization (GET /api/1/users/self/organization), for every call and socket handshake. */
export function useOrganization(): Organization {
  const data = useRouteLoaderData(PROTECTED_ROUTE_ID) as ProtectedData | undefined;
  if (!data) throw new Error('useOrganization must be used inside the protected routes');
  return data.organization;
}

/** The chat's place in the address (?chat=uid): a reload reopens it and the socket sync restores it. */
export const CHAT_PARAM = 'chat';
