/**
 * Story files share what their origin keeps (cookies, web storage) and run one after another in one browser
 * page, in whatever order the runner picks: every story starts from an empty origin, so none depends on
 * what ran before it.
 */
export function cleanSlate(): void {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    const name = cookie.slice(0, cookie.indexOf('=') >>> 0);
    for (const path of pathsOf(location.pathname)) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
    }
  }
  localStorage.clear();
  sessionStorage.clear();
}

/** `/a/b` -> `/`, `/a`, `/a/b`: the paths a cookie this page sees may have been written with. */
function pathsOf(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
}
