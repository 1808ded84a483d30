import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ACCESS_TOKEN_SECONDS } from '@crm/core/auth/access-token';
import { CSRF_COOKIE_NAME, SESSION_COOKIE_NAME } from '@crm/core/auth/auth-mode';
import { newCsrfToken } from '@crm/core/auth/csrf';

/**
 * The cookies of cookie mode (decision 017). Both are Secure and SameSite=Strict, always: Chromium
 * and Firefox keep Secure cookies on http://localhost, which is all the local stack serves.
 */
const shared = { secure: true, sameSite: 'Strict' } as const;

/** The access token, out of reach of scripts, sent only to the API, gone when the session would be. */
const sessionCookie = { ...shared, httpOnly: true, path: '/api', maxAge: ACCESS_TOKEN_SECONDS } as const;

/** Readable by the SPA on every page (it copies the value into the CSRF header). */
const csrfCookie = { ...shared, httpOnly: false, path: '/' } as const;

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE_NAME) || undefined;
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE_NAME, token, sessionCookie);
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE_NAME, sessionCookie);
}

export function readCsrfCookie(c: Context): string | undefined {
  return getCookie(c, CSRF_COOKIE_NAME) || undefined;
}

/** A fresh CSRF token: on request, and whenever the session begins or ends. */
export function issueCsrfCookie(c: Context): void {
  setCookie(c, CSRF_COOKIE_NAME, newCsrfToken(), csrfCookie);
}
