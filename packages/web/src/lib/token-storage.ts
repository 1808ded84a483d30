import { documentCookies, readCookie, writeCookie, type CookieJar } from './cookies';

/** Where the bearer token lives between page loads (token mode). The only store is a cookie. */
export type TokenStorage = {
  get(): string | null;
  set(token: string): void;
  clear(): void;
};

export const TOKEN_COOKIE_NAME = 'crm_token';

/**
 * Keeps the token in a cookie (`crm_token` unless configured otherwise): SameSite=Strict so no other
 * site's request carries it, Secure on https, path / so every route sees it. It is a session cookie:
 * the token itself expires on the server.
 */
export function cookieTokenStorage(
  jar?: CookieJar,
  secure?: boolean,
  name = TOKEN_COOKIE_NAME,
): TokenStorage {
  const cookies = () => jar ?? documentCookies();
  return {
    get: () => readCookie(cookies(), name),
    set: (token) => writeCookie(cookies(), name, token, { secure }),
    clear: () => writeCookie(cookies(), name, '', { secure, maxAgeSeconds: 0 }),
  };
}
