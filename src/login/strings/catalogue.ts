import { english } from './english';
import type { MessagesOf } from './message';

/**
 * The login widget's message catalogue: every user-facing text, by screen. Each text's type names its
 * placeholders, so a translation that drops one does not compile.
 */
// An interface rather than a type alias, so that errors and hovers say LoginStrings instead of spelling it out.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LoginStrings extends MessagesOf<typeof english> {}

/** The whole English catalogue, every part loaded: for the app's tests, stories and tools. */
export const defaultLoginStrings: LoginStrings = english;

/**
 * What an integrator passes as the widget's `strings`: any part of the catalogue (a translation is a plain
 * object of strings). Texts loaded as JSON are typed string; cast them once after checking their placeholders.
 */
export type LoginStringsOverrides = PartialCatalogue<LoginStrings>;
type PartialCatalogue<T> = { [K in keyof T]?: T[K] extends string ? T[K] : PartialCatalogue<T[K]> };
