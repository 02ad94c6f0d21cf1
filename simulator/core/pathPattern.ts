import { BadRequest } from './badRequest';

/** A path segment decoded; a malformed escape (`%E0%A4%A`) is the client's error, as a real server answers it. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new BadRequest(
      400,
      'invalid_path',
      `The path segment ${JSON.stringify(segment)} is not valid percent-encoding`,
    );
  }
}

/** Matches '/a/:id/b' and '/a/*' style patterns; returns the named segments, or undefined. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment === '*' && i === want.length - 1) return params;
    const actual = have[i];
    if (actual === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(actual);
    else if (segment !== actual) return undefined;
  }
  return want.length === have.length ? params : undefined;
}
