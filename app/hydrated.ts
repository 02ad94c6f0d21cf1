import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over HTML rendered at build time, and in that render; true from the next render on
 * (and at once in a page React draws itself). What the build could not know (the address a shell was opened at)
 * waits for it, so the first render matches the HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
