/** Where Home lives; docs/product.md §3.4's "/home" fallback redirects here. */
const HOME = '/home';

/**
 * A `?redirect=` value that stays on this site (a path, never another origin or a protocol-relative
 * address), or null. The login page itself is no target.
 */
export function safeRedirect(value: string | null, origin: string = window.location.origin): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * Where a successful sign-in goes (docs/product.md §3.4): the redirect query parameter first, else the login
 * answer's dashboard path, else Home.
 */
export function signInTarget(
  search: string,
  dashboard: string,
  origin: string = window.location.origin,
): string {
  return (
    safeRedirect(new URLSearchParams(search).get('redirect'), origin) ??
    safeRedirect(dashboard, origin) ??
    HOME
  );
}
