import type { ScreenGroup } from '../flow';
import type { LoadedGroup } from './define';
import main from './main';

/**
 * The screen groups (the screens of each are listed in flow/screenGroups.ts): Main in the first load, every
 * other group one chunk loaded on demand, its screens, view, texts, intents and effects together. A new group
 * is a line here; a new screen is not.
 */
export const SCREEN_GROUPS: {
  readonly [G in ScreenGroup]: LoadedGroup<G> | (() => Promise<{ default: LoadedGroup<G> }>);
} = {
  main,
  next: () => import('./next'),
  mfa: () => import('./mfa'),
  passwords: () => import('./passwords'),
  federation: () => import('./federation'),
};
