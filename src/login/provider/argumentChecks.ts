/** A developer's mistake in calling the client: the message names the field and what it must be. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export type ArgumentKind = 'string' | 'number' | 'boolean' | 'object' | 'string[]';

const descriptions: Record<ArgumentKind, string> = {
  string: 'must be a string',
  number: 'must be a number',
  boolean: 'must be a boolean',
  object: 'must be an object',
  'string[]': 'must be an array of strings',
};

const matches: Record<ArgumentKind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'string[]': (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
};

export interface ArgumentSpec {
  required?: Record<string, ArgumentKind>;
  optional?: Record<string, ArgumentKind>;
}

/** Checks a call's arguments before anything is sent (login spec, section 5). */
export function checkArguments(args: Record<string, unknown>, spec: ArgumentSpec): void {
  for (const [field, kind] of Object.entries(spec.required ?? {})) {
    if (!matches[kind](args[field])) throw new UsageError(`${field} ${descriptions[kind]}`);
  }
  for (const [field, kind] of Object.entries(spec.optional ?? {})) {
    if (args[field] !== undefined && !matches[kind](args[field]))
      throw new UsageError(`${field} ${descriptions[kind]}`);
  }
}
