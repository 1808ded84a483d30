/** `document` in the browser; a fake with the same `cookie` property in unit tests. */
export type CookieJar = { cookie: string };

/** Resolved on use, so importing a module that reads cookies outside a browser is harmless. */
export const documentCookies = (): CookieJar => document;

/** The value of one cookie, or null when it is absent, empty or not written by this app. */
export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      const value = decodeURIComponent(part.slice(separator + 1).trim());
      return value === '' ? null : value;
    } catch {
      return null; // not written by this app
    }
  }
  return null;
}

/** Path /, SameSite=Strict, Secure on https; a session cookie unless `maxAgeSeconds` is given. */
export function writeCookie(
  jar: CookieJar,
  name: string,
  value: string,
  { secure, maxAgeSeconds }: { secure?: boolean; maxAgeSeconds?: number } = {},
): void {
  const isSecure = secure ?? location.protocol === 'https:';
  jar.cookie =
    `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Strict` +
    (isSecure ? '; Secure' : '') +
    (maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`);
}
