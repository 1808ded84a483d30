import { clientConfig } from '../config/client';

type RouteLocation = { pathname: string; search?: string; hash?: string };

/**
 * The login page link for a guest who asked for `location`; the route and its query are kept, home
 * included (the seed keeps every protected route).
 */
export function loginRedirectHref(location: RouteLocation): string {
  const requested = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${clientConfig.redirects.authOnly}?redirect=${encodeURIComponent(requested)}`;
}

/**
 * Where to go after signing in: the `redirect` query when it is a path inside this app, otherwise
 * home. Anything else (absolute URLs, `//host`, back-slash tricks, the login page itself) is ignored
 * so the query cannot send a user to another site.
 */
export function redirectTargetAfterLogin(redirect: string | null | undefined): string {
  const fallback = clientConfig.redirects.afterLogin;
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(redirect, 'http://app.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://app.invalid' || url.pathname === clientConfig.redirects.authOnly)
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
