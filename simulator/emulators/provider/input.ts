import type { SimRequest } from '../../core/types';
import { fail } from './reply';

/** Request headers arrive lower-cased from the server and MSW, but tests may write them any way. */
export function header(request: SimRequest, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(request.headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

/** Basic auth as the SDK sends it: public token, then session token (or the public token again). */
export function basicAuth(request: SimRequest): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header(request, 'authorization')?.trim() ?? '');
  if (!match) return undefined;
  let decoded: string;
  try {
    decoded = atob(match[1]!);
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A JSON object body (or form fields, for the consent form); nothing else is a valid request body. */
export function bodyObject(request: SimRequest): Record<string, unknown> {
  const { body } = request;
  if (body.kind === 'none') return {};
  if (body.kind === 'form') return { ...body.fields };
  if (body.kind === 'json' && typeof body.value === 'object' && body.value !== null && !Array.isArray(body.value)) {
    return body.value as Record<string, unknown>;
  }
  return fail(400, 'invalid_request_body', 'The request body must be a JSON object');
}

type Kind = 'string' | 'number' | 'boolean' | 'strings' | 'object';
type Value<K extends Kind> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : K extends 'boolean'
      ? boolean
      : K extends 'strings'
        ? string[]
        : Record<string, unknown>;
type Spec = Record<string, Kind>;
export type Read<R extends Spec, O extends Spec> = { [K in keyof R]: Value<R[K]> } & { [K in keyof O]?: Value<O[K]> };

const KIND_TEXT: Record<Kind, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  strings: 'an array of strings',
  object: 'an object',
};

function hasKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

/**
 * Reads the named fields with their types: a missing required field or a wrong type is a 400 naming it.
 * Empty strings and nulls in optional fields count as absent, as the provider treats them.
 */
export function read<R extends Spec, O extends Spec = Record<never, Kind>>(
  body: Record<string, unknown>,
  required: R,
  optional?: O,
): Read<R, O> {
  const out: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(required)) {
    const value = body[field];
    if (value === undefined || value === null || value === '') fail(400, 'missing_argument', `${field} is required`);
    if (!hasKind(value, kind)) fail(400, 'invalid_argument', `${field} must be ${KIND_TEXT[kind]}`);
    out[field] = value;
  }
  for (const [field, kind] of Object.entries(optional ?? {})) {
    const value = body[field];
    if (value === undefined || value === null || value === '') continue;
    if (!hasKind(value, kind)) fail(400, 'invalid_argument', `${field} must be ${KIND_TEXT[kind]}`);
    out[field] = value;
  }
  return out as Read<R, O>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string {
  if (!EMAIL.test(email)) fail(400, 'invalid_email', 'email_address is not a valid e-mail address');
  return email.toLowerCase();
}

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Session lengths the provider accepts: 5 minutes to a year (in minutes). */
export function checkDuration(minutes: number): number {
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 527_040) {
    fail(400, 'invalid_session_duration', 'session_duration_minutes must be a whole number from 5 to 527040');
  }
  return minutes;
}

/** `url` with these query values added (kept or replaced). */
export function withQuery(url: string, values: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(values)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

/** Projects that require PKCE for a flow refuse starts without a code challenge. */
export function checkPkceStart(required: boolean, challenge: string | undefined): void {
  if (required && !challenge) {
    fail(400, 'missing_pkce', 'This project requires PKCE for this flow: send pkce_code_challenge');
  }
}

const E164 = /^\+[1-9]\d{6,14}$/;

export function checkPhone(phone: string): string {
  if (!E164.test(phone))
    fail(400, 'invalid_phone_number', 'mfa_phone_number must be an E.164 number such as +15555550123');
  return phone;
}
