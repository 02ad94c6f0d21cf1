import { InternalError } from '../core/errors';

/** The field kinds the socket protocols use. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'string[]' | 'string?' | 'number?' | 'unknown';

type TypeOf<K extends FieldKind> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : K extends 'boolean'
      ? boolean
      : K extends 'string[]'
        ? string[]
        : K extends 'string?'
          ? string | null
          : K extends 'number?'
            ? number | null
            : unknown;

export type Fields = Readonly<Record<string, FieldKind>>;
export type Schema = Readonly<Record<string, Fields>>;

/** The tagged union a schema describes: `{ type: name } & its fields`. */
export type EventOf<S extends Schema> = {
  [T in keyof S & string]: { type: T } & { -readonly [F in keyof S[T]]: TypeOf<S[T][F]> };
}[keyof S & string];

/** A frame or event that breaks the protocol: the connection goes to errored. */
export class ProtocolError extends InternalError {}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a value is of a field kind. A switch rather than a table of functions: it runs for every field of
 * every event of a long replay, where comparing the kind (a literal) costs less than a lookup and a call.
 */
function fits(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'string?':
      return value === null || typeof value === 'string';
    case 'number?':
      return value === null || (typeof value === 'number' && Number.isFinite(value));
    case 'unknown':
      return true;
  }
}

const fieldProblemText = (where: string, field: string, kind: FieldKind, value: unknown) =>
  `${where}.${field} must be ${kind.replace('?', ' or null')}, got ${describe(value)}`;

const fieldError = (where: string, field: string, kind: FieldKind, value: unknown) =>
  new ProtocolError(fieldProblemText(where, field, kind, value));

/** What is wrong with one field, naming where it is and what was wanted; undefined when it is right. */
export function fieldProblem(
  record: Record<string, unknown>,
  field: string,
  kind: FieldKind,
  where: string,
): string | undefined {
  return fits(kind, record[field]) ? undefined : fieldProblemText(where, field, kind, record[field]);
}

/** Checks one field and throws a ProtocolError naming where it is and what was wanted. */
export function expectField(record: Record<string, unknown>, field: string, kind: FieldKind, where: string): void {
  expectValue(record[field], kind, where, field);
}

/** expectField for a value the caller has read by name: a hot path's reads stay specific to its one shape. */
export function expectValue(value: unknown, kind: FieldKind, where: string, field: string): void {
  if (!fits(kind, value)) throw fieldError(where, field, kind, value);
}

/** The kind of a value for an error message: never its text, which could be huge or refuse to convert. */
export const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : value === undefined ? 'nothing' : typeof value;

/**
 * A decoder for the `event` object of a protocol: known types with their fields checked, unknown types an
 * internal error (spec: unknown chat or output event types raise internal errors). It runs for every event
 * of a long replay, so the checks are prepared once per type and nothing is allocated unless one fails.
 */
export function eventDecoder<S extends Schema>(schema: S, label: string) {
  // A search through the few type names, not a Map: every event's type is a new string from JSON.parse, and
  // a Map lookup would hash it each time, where comparing stops at the first differing length or character.
  const types = Object.keys(schema);
  const plans = Object.values(schema).map((fields) => Object.entries(fields).map(([field, kind]) => ({ field, kind })));
  return (raw: unknown, owner: string): EventOf<S> => {
    if (!isObject(raw)) throw new ProtocolError(`event ${owner} must be an object, got ${describe(raw)}`);
    const type = raw.type;
    if (typeof type !== 'string') throw new ProtocolError(`event ${owner}.type must be string, got ${describe(type)}`);
    const plan = plans[types.indexOf(type)];
    if (!plan) throw new InternalError(`Unknown ${label} event type: ${type}`);
    for (const { field, kind } of plan) {
      if (!fits(kind, raw[field])) throw fieldError(`event ${owner}`, field, kind, raw[field]);
    }
    return raw as EventOf<S>;
  };
}
