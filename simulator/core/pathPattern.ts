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
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return undefined;
  }
  return want.length === have.length ? params : undefined;
}
