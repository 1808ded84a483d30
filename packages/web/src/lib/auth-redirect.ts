import { paths } from '../config/paths';

type RouteLocation = { pathname: string; search?: string; hash?: string };

/** The login page link for a guest who asked for `location`; the route and its query are kept. */
export function loginRedirectHref(location: RouteLocation): string {
  const requested = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return paths.auth.login.getHref(requested);
}

/**
 * Where to go after signing in: the `redirect` query when it is a path inside this app, otherwise
 * home. Anything else (absolute URLs, `//host`, back-slash tricks, the login page itself) is ignored
 * so the query cannot send a user to another site.
 */
export function redirectTargetAfterLogin(redirect: string | null | undefined): string {
  const fallback = paths.home.getHref();
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(redirect, 'http://app.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://app.invalid' || url.pathname === paths.auth.login.path) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
