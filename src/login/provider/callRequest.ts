import type { CallSpec } from './calls';

export interface CallRequest {
  method: CallSpec['method'];
  /** The path under the SDK base path, with its parameters filled and, for GET and DELETE, its query. */
  path: string;
  /** POST and PUT only. */
  body?: Record<string, unknown>;
}

const PARAMETER = /\{(\w+)\}/g;

/** The names a path fills from the arguments, in order. */
export const pathParameters = (path: string): string[] => Array.from(path.matchAll(PARAMETER), (match) => match[1]!);

const queryValue = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * The request for checked arguments: path parameters are filled (URL-encoded) and not sent again, local
 * arguments stay on the client, and undefined fields are left out. GET and DELETE carry the rest as a query
 * string (they have no body); POST and PUT as a JSON body.
 */
export function buildCallRequest(spec: CallSpec, args: Record<string, unknown>): CallRequest {
  const inPath = new Set(pathParameters(spec.path));
  const path = spec.path.replace(PARAMETER, (_match, name: string) => encodeURIComponent(String(args[name])));
  const rest = Object.fromEntries(
    Object.entries(args).filter(
      ([field, value]) => value !== undefined && !inPath.has(field) && !(field in (spec.local ?? {})),
    ),
  );
  if (spec.method === 'POST' || spec.method === 'PUT') return { method: spec.method, path, body: rest };
  const query = new URLSearchParams();
  for (const [field, value] of Object.entries(rest)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(field, queryValue(item));
  }
  const search = query.toString();
  return { method: spec.method, path: search ? `${path}?${search}` : path };
}
