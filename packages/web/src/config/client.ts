import { CSRF_COOKIE_NAME, CSRF_ENDPOINT, CSRF_HEADER_NAME, type AuthMode } from '@crm/core/auth/auth-mode';
import { z } from 'zod';
import { TOKEN_COOKIE_NAME } from '../lib/token-storage';
import { env } from './env';
import { paths } from './paths';

/** The seed's "configuration error": the app does not start with a setting missing. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

const setting = z.string().trim().min(1);

const commonSchema = z.object({
  /** '' for the SPA's own origin (VITE_API_URL). */
  apiUrl: z.string(),
  /** Retries of idempotent requests after a network error (VITE_API_RETRY). */
  retries: z.number().int().min(0).max(1),
  endpoints: z.object({ login: setting, logout: setting, user: setting }),
  redirects: z.object({
    /** After login, when the redirect query names no page of this app. */
    afterLogin: setting,
    /** After logout. */
    afterLogout: setting,
    /** Where a guest is sent from a signed-in page (with the redirect query), and where a 401 leads. */
    authOnly: setting,
    /** Where a signed-in user is sent from a guest-only page. */
    guestOnly: setting,
  }),
});

const clientConfigSchema = z.discriminatedUnion('authMode', [
  commonSchema.extend({
    authMode: z.literal('token'),
    tokenStorage: z.object({ type: z.literal('cookie'), cookieName: setting }),
  }),
  commonSchema.extend({
    authMode: z.literal('cookie'),
    csrf: z.object({ endpoint: setting, cookieName: setting, headerName: setting }),
  }),
]);

export type ClientConfig = z.infer<typeof clientConfigSchema>;

/**
 * Checks the client's settings once, when the app starts. A missing or empty setting stops it
 * with an error naming the setting (`endpoints.user`, `csrf.headerName`, ...).
 */
export function defineClientConfig(input: unknown): ClientConfig {
  const result = clientConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join('.') || 'authMode';
  throw new ConfigurationError(
    issue?.code === 'invalid_union' || issue?.code === 'invalid_value'
      ? `Configuration error: "${name}" must be "token" or "cookie".`
      : `Configuration error: the setting "${name}" is missing or empty.`,
  );
}

/** The settings of the auth mode: the token mode's storage, or the cookie mode's CSRF names. */
function modeSettings(authMode: AuthMode) {
  return authMode === 'token'
    ? { authMode, tokenStorage: { type: 'cookie', cookieName: TOKEN_COOKIE_NAME } }
    : {
        authMode,
        csrf: { endpoint: CSRF_ENDPOINT, cookieName: CSRF_COOKIE_NAME, headerName: CSRF_HEADER_NAME },
      };
}

/** The one configuration of the client (decision 017); the mode and base URL come from the build. */
export const clientConfig = defineClientConfig({
  apiUrl: env.apiUrl,
  retries: env.apiRetry,
  endpoints: { login: '/api/login', logout: '/api/logout', user: '/api/user' },
  redirects: {
    afterLogin: paths.home.getHref(),
    afterLogout: paths.auth.login.getHref(),
    authOnly: paths.auth.login.path,
    guestOnly: paths.home.getHref(),
  },
  ...modeSettings(env.authMode),
});
