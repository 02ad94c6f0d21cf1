import { useCallback, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

/**
 * A Valtio proxy's snapshot that re-renders on every change to the proxy, for components that read nearly all
 * of their state anyway (the login widget, the toast area). Valtio's useSnapshot re-renders only for the fields
 * a render read, which costs proxy-compare's access tracking, a dependency the standalone widget need not ship.
 */
export function useWholeSnapshot<State extends object>(state: State): Snapshot<State> {
  const subscribeTo = useCallback((onChange: () => void) => subscribe(state, onChange), [state]);
  const read = useCallback(() => snapshot(state), [state]);
  return useSyncExternalStore(subscribeTo, read, read);
}
