import { Outlet } from 'react-router-dom';
import '../fonts/pages.css';
import { ImageOriginsProvider } from '../../src/ui/imageOrigins';
import { ProtectedContext, useStartState, type ProtectedStart } from '../protectedStart';
import { SessionRedirect } from './SessionRedirect';

export interface ProtectedLayoutProps {
  start: ProtectedStart;
}

const NO_ORIGINS: readonly string[] = [];

/**
 * /dashboard, /chat and /output/…: their shell at once, their data once the page has started. A start that
 * failed (the configuration, the organization) shows in the routes' error page. The tree is the same before and
 * after the start, so what a member typed into the shell stays.
 */
export function ProtectedLayout({ start }: ProtectedLayoutProps) {
  const state = useStartState(start);
  if (state.status === 'failed') throw state.error;
  const deps = state.status === 'ready' ? state.data.deps : undefined;
  return (
    <SessionRedirect session={deps?.session} leave={deps?.leaveForLogin}>
      {/* Markdown images load from this page's origin and the API's only. */}
      <ImageOriginsProvider origins={deps ? [deps.config.apiBaseUrl] : NO_ORIGINS}>
        <ProtectedContext value={start}>
          <Outlet />
        </ProtectedContext>
      </ImageOriginsProvider>
    </SessionRedirect>
  );
}
