import type { Texts } from '../../core/message';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Overrides laid over defaults. Only the defaults' own keys are read, and only string texts (or groups) are
 * taken: a stray key or a non-string value leaves the default in place.
 */
export function mergeTexts(defaults: Texts, given: unknown): Texts {
  if (!isRecord(given)) return defaults;
  return Object.fromEntries(
    Object.entries(defaults).map(([key, value]) => {
      const override = Object.hasOwn(given, key) ? given[key] : undefined;
      if (typeof value !== 'string') return [key, mergeTexts(value, override)];
      return [key, typeof override === 'string' ? override : value];
    }),
  );
}
