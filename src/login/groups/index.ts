import type { LazyGroup } from '../flow';
import type { TextPart } from '../strings';
import type { ScreenGroupDefinition } from './define';

/**
 * How each screen group loads: one chunk per group, its screens, view, texts and intents together (the
 * screens of each group are listed in flow/screenGroups.ts). The widget renders a group's screens and the
 * controller calls its intents from the same module, so whichever needs it first fetches it for both.
 */
export const SCREEN_GROUPS = {
  next: () => import('./next'),
  mfa: () => import('./mfa'),
  passwords: () => import('./passwords'),
  federation: () => import('./federation'),
} satisfies { [G in LazyGroup]: () => Promise<{ default: ScreenGroupDefinition<G, TextPart, unknown> }> };
