/**
 * A small reader for configuration values (the project file, an imported state): each check reads one value at
 * a path, and a wrong value adds a problem that names the path and what was there instead of throwing, so one
 * pass reports every bad value at once.
 */
export class Reader {
  readonly problems: string[] = [];

  /** `what` it should have been, e.g. 'an http(s) URL'. */
  bad(path: string, value: unknown, what: string): undefined {
    this.problems.push(`${path}: ${shown(value)} is not ${what}`);
    return undefined;
  }

  object(path: string, value: unknown, keys: readonly string[]): Record<string, unknown> | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return this.bad(path, value, 'an object');
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!keys.includes(key)) this.problems.push(`${join(path, key)}: unknown key (known: ${keys.join(', ')})`);
    }
    return record;
  }

  string(path: string, value: unknown, test: (text: string) => boolean = nonEmpty, what = 'a non-empty string') {
    return typeof value === 'string' && test(value) ? value : this.bad(path, value, what);
  }

  integer(path: string, value: unknown, min: number, max: number): number | undefined {
    return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : this.bad(path, value, `a whole number from ${min} to ${max}`);
  }

  oneOf<T extends string>(path: string, value: unknown, allowed: readonly T[]): T | undefined {
    return allowed.includes(value as T) ? (value as T) : this.bad(path, value, `one of ${allowed.join(', ')}`);
  }

  /** An array read item by item; items that fail are left out (their problems are noted). */
  array<T>(path: string, value: unknown, item: (path: string, value: unknown) => T | undefined): T[] | undefined {
    if (!Array.isArray(value)) return this.bad(path, value, 'an array');
    return value.flatMap((entry, index) => {
      const read = item(`${path}[${index}]`, entry);
      return read === undefined ? [] : [read];
    });
  }

  /** An optional field: undefined stays undefined without a problem. */
  optional<T>(value: unknown, read: (value: unknown) => T | undefined): T | undefined {
    return value === undefined ? undefined : read(value);
  }
}

const nonEmpty = (text: string) => text.trim() !== '';

/** A value as an error message quotes it: short, and JSON so control characters cannot forge lines. */
function shown(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** An absolute http or https URL. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An origin as a browser sends it: scheme, host and port, nothing after. */
export const isWebOrigin = (text: string) => isWebUrl(text) && new URL(text).origin === text;

export const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
