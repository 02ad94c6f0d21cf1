import { english } from './english';
import type { MessagesOf } from './message';

/**
 * The login widget's message catalogue: every user-facing text, by screen. Each text's type names its
 * placeholders, so a translation that drops one does not compile.
 */
// An interface rather than a type alias, so that errors and hovers say LoginStrings instead of spelling it out.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LoginStrings extends MessagesOf<typeof english> {}

export const defaultLoginStrings: LoginStrings = english;

/**
 * What an integrator passes as the widget's `strings`: any part of the catalogue (a translation is a plain
 * object of strings). Texts loaded as JSON are typed string; cast them once after checking their placeholders.
 */
export type LoginStringsOverrides = PartialCatalogue<LoginStrings>;
type PartialCatalogue<T> = { [K in keyof T]?: T[K] extends string ? T[K] : PartialCatalogue<T[K]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The overrides laid over a catalogue. Only the catalogue's own keys are read, and only string texts (or
 * groups) are taken: a stray key or a non-string value leaves the default in place.
 */
export function mergeLoginStrings(base: LoginStrings, overrides?: LoginStringsOverrides): LoginStrings {
  const merge = (defaults: Record<string, unknown>, given: unknown): Record<string, unknown> => {
    if (!isRecord(given)) return defaults;
    return Object.fromEntries(
      Object.entries(defaults).map(([key, value]) => {
        const override = Object.hasOwn(given, key) ? given[key] : undefined;
        if (isRecord(value)) return [key, merge(value, override)];
        return [key, typeof override === 'string' ? override : value];
      }),
    );
  };
  return overrides ? (merge(base as unknown as Record<string, unknown>, overrides) as unknown as LoginStrings) : base;
}
