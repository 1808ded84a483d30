/** Where the bearer token lives between page loads. The default (and only) store is a cookie. */
export type TokenStorage = {
  get(): string | null;
  set(token: string): void;
  clear(): void;
};

export const TOKEN_COOKIE_NAME = 'crm_token';

type CookieJar = { cookie: string };

/**
 * Keeps the token in the `crm_token` cookie: SameSite=Strict so no other site's request carries it,
 * Secure on https, path / so every route sees it. It is a session cookie: the token itself expires
 * on the server.
 */
export function cookieTokenStorage(jar?: CookieJar, secure?: boolean): TokenStorage {
  // Resolved on use, so importing this module outside a browser (unit tests) is harmless.
  const cookies = () => jar ?? document;
  const attributes = () =>
    `; Path=/; SameSite=Strict${(secure ?? location.protocol === 'https:') ? '; Secure' : ''}`;
  return {
    get() {
      for (const part of cookies().cookie.split(';')) {
        const separator = part.indexOf('=');
        if (separator === -1) continue;
        if (part.slice(0, separator).trim() !== TOKEN_COOKIE_NAME) continue;
        try {
          const value = decodeURIComponent(part.slice(separator + 1).trim());
          return value === '' ? null : value;
        } catch {
          return null; // not written by this app
        }
      }
      return null;
    },
    set(token) {
      cookies().cookie = `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}${attributes()}`;
    },
    clear() {
      cookies().cookie = `${TOKEN_COOKIE_NAME}=${attributes()}; Max-Age=0`;
    },
  };
}
