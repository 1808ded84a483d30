import { documentCookies, readCookie, writeCookie, type CookieJar } from './cookies';

/** The app's one locale, kept in a cookie as the seed's client does, for 365 days (the seed's lifetime). */
export const LOCALE = 'nl';
export const LOCALE_COOKIE_NAME = 'crm_locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Writes the locale cookie unless it already holds the locale. */
export function rememberLocale(jar: CookieJar = documentCookies(), secure?: boolean): void {
  if (readCookie(jar, LOCALE_COOKIE_NAME) === LOCALE) return;
  writeCookie(jar, LOCALE_COOKIE_NAME, LOCALE, { secure, maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS });
}
