import type { GeniosTheme } from './theme';

export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeDeep<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return (override === undefined ? base : override) as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value !== undefined) result[key] = mergeDeep(result[key], value);
  }
  return result as T;
}

/** The integrator's overrides laid over a base theme; tokens they leave out keep the base value. */
export const mergeTheme = (base: GeniosTheme, overrides?: DeepPartial<GeniosTheme>): GeniosTheme =>
  overrides ? mergeDeep(base, overrides) : base;
