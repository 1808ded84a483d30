import { test as base } from '@playwright/test';
import { SESSION_COOKIE_NAME, type AuthMode } from '@crm/core/auth/auth-mode';
import { TOKEN_COOKIE } from './support.ts';

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
