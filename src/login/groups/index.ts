import type { LazyGroup } from '../flow';
import type { TextPart } from '../strings';

/**
 * How each screen group loads: one chunk per group, its screens, view, texts and intents together (the
 * screens of each group are listed in flow/screenGroups.ts). The widget renders a group's screens and the
 * controller calls its intents from the same module, so whichever needs it first fetches it for both. Each
 * group's index checks its definition against its screens (defineScreenGroup); here each group is there.
 */
export const SCREEN_GROUPS = {
  next: () => import('./next'),
  mfa: () => import('./mfa'),
  passwords: () => import('./passwords'),
  federation: () => import('./federation'),
} satisfies { [G in LazyGroup]: () => Promise<{ default: { readonly texts: TextPart } }> };
