import { createRoot } from 'react-dom/client';
import { AppFrame } from './frame';
import { StartupErrorPage } from './pages/StartupErrorPage';

/**
 * A page that cannot start (a configuration that cannot be read, its code that would not load): its start-up error
 * page, naming each problem, drawn anew in place of what the HTML showed, and the press held for that page let go.
 */
export function showStartupError(container: HTMLElement, error: unknown, earlyClicks: { drop: () => void }) {
  console.error(error);
  earlyClicks.drop();
  createRoot(container).render(
    <AppFrame>
      <StartupErrorPage error={error} />
    </AppFrame>,
  );
}
