import { test as base } from '@playwright/test';
import { SESSION_COOKIE_NAME, type AuthMode } from '@crm/core/auth/auth-mode';
import { TOKEN_COOKIE, tokenCookie } from './support.ts';

/**
 * The auth mode of the app a project runs against (playwright.config.ts): the `chromium` project
 * drives the token-mode app, `chromium-cookie-mode` a second app in cookie mode on the same data.
 */
export type AuthModeOptions = { authMode: AuthMode };

export const test = base.extend<AuthModeOptions>({ authMode: ['token', { option: true }] });

/** The cookie that carries the session: the SPA's token cookie, or the API's HttpOnly session cookie. */
export function sessionCookieOf(mode: AuthMode): string {
  return mode === 'token' ? TOKEN_COOKIE : SESSION_COOKIE_NAME;
}

/** Headers that present a session's credential as the app does in `mode`. */
export function credentialHeaders(mode: AuthMode, credential: string): Record<string, string> {
  return mode === 'token'
    ? { Accept: 'application/json', Authorization: `Bearer ${credential}` }
    : { Accept: 'application/json', Cookie: `${SESSION_COOKIE_NAME}=${credential}` };
}

/**
 * The Beheerder's session of the run (global setup) as the app of `mode` keeps it: the SPA's token
 * cookie, or the API's HttpOnly session cookie (the same token). For tests about what a signed-in
 * user meets, not about signing in: they start signed in without a form sign-in (a full scrypt).
 * A test that ends its session signs in on its own.
 */
export function adminSessionCookies(mode: AuthMode) {
  const token = process.env.E2E_ADMIN_TOKEN;
  const baseURL = mode === 'token' ? process.env.E2E_BASE_URL : process.env.E2E_COOKIE_BASE_URL;
  if (!token || !baseURL) throw new Error('The global setup did not run');
  const cookie = tokenCookie(baseURL, token);
  return mode === 'token'
    ? [cookie]
    : [{ ...cookie, name: SESSION_COOKIE_NAME, path: '/api', httpOnly: true, secure: true }];
}
