/**
 * The two ways a browser proves who it is (decision 017), shared by the API and the SPA, so both
 * sides of a deployment agree on names. Browser-safe: no Node modules.
 *
 * - `token` (the default): `POST /api/login` answers `{ token }`; every call carries
 *   `Authorization: Bearer <token>`.
 * - `cookie`: `POST /api/login` sets an HttpOnly session cookie; every POST, PUT, PATCH and DELETE
 *   also carries the value of the CSRF cookie in the CSRF header (double submit), else 419.
 */
export const authModes = ['token', 'cookie'] as const;
export type AuthMode = (typeof authModes)[number];

export const DEFAULT_AUTH_MODE: AuthMode = 'token';

/** HttpOnly cookie holding the access token in cookie mode; only `/api` ever receives it. */
export const SESSION_COOKIE_NAME = 'crm_session';
/** Readable cookie whose value the SPA copies into the CSRF header. */
export const CSRF_COOKIE_NAME = 'crm_csrf';
export const CSRF_HEADER_NAME = 'X-CSRF-Token';
/** `GET` sets a fresh CSRF cookie (cookie mode only). */
export const CSRF_ENDPOINT = '/api/csrf';

/** Methods that change something: they need the CSRF header in cookie mode. */
export function isUnsafeMethod(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
