import { CSRF_COOKIE_NAME, CSRF_ENDPOINT, CSRF_HEADER_NAME, type AuthMode } from '@crm/core/auth/auth-mode';
import { TOKEN_COOKIE_NAME } from '../lib/token-storage';
import { env } from './env';
import { paths } from './paths';

/** The seed's "configuration error": the app does not start with a setting missing. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

type Endpoints = { login: string; logout: string; user: string };
type Redirects = {
  /** After login, when the redirect query names no page of this app. */
  afterLogin: string;
  /** After logout. */
  afterLogout: string;
  /** Where a guest is sent from a signed-in page (with the redirect query), and where a 401 leads. */
  authOnly: string;
  /** Where a signed-in user is sent from a guest-only page. */
  guestOnly: string;
};
type CommonConfig = {
  /** '' for the SPA's own origin (VITE_API_URL). */
  apiUrl: string;
  /** Retries of idempotent requests after a network error (VITE_API_RETRY). */
  retries: number;
  endpoints: Endpoints;
  redirects: Redirects;
};

export type ClientConfig =
  | (CommonConfig & { authMode: 'token'; tokenStorage: { type: 'cookie'; cookieName: string } })
  | (CommonConfig & {
      authMode: 'cookie';
      csrf: { endpoint: string; cookieName: string; headerName: string };
    });

/*
 * Checked by hand rather than with zod: this runs before the login page shows, and zod would add
 * about 28 KB (gzip) to the JavaScript loaded before the form (decision 023).
 */
const missing = (name: string) =>
  new ConfigurationError(`Configuration error: the setting "${name}" is missing or empty.`);

function group(input: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = input[name];
  if (typeof value !== 'object' || value === null) throw missing(name);
  return value as Record<string, unknown>;
}

/** The named settings of a group, each a non-empty string (trimmed). */
function settings<Name extends string>(
  input: Record<string, unknown>,
  groupName: string,
  names: readonly Name[],
): Record<Name, string> {
  const values = group(input, groupName);
  const entries = names.map((name) => {
    const value = values[name];
    if (typeof value !== 'string' || !value.trim()) throw missing(`${groupName}.${name}`);
    return [name, value.trim()] as const;
  });
  return Object.fromEntries(entries) as Record<Name, string>;
}

function common(input: Record<string, unknown>): CommonConfig {
  const { apiUrl, retries } = input;
  if (typeof apiUrl !== 'string') throw missing('apiUrl');
  if (retries !== 0 && retries !== 1) throw missing('retries');
  return {
    apiUrl,
    retries,
    endpoints: settings(input, 'endpoints', ['login', 'logout', 'user']),
    redirects: settings(input, 'redirects', ['afterLogin', 'afterLogout', 'authOnly', 'guestOnly']),
  };
}

/**
 * Checks the client's settings once, when the app starts. A missing or empty setting stops it
 * with an error naming the setting (`endpoints.user`, `csrf.headerName`, ...).
 */
export function defineClientConfig(input: unknown): ClientConfig {
  const config = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const { authMode } = config;
  if (authMode !== 'token' && authMode !== 'cookie')
    throw new ConfigurationError('Configuration error: "authMode" must be "token" or "cookie".');
  const base = common(config);
  if (authMode === 'cookie')
    return { ...base, authMode, csrf: settings(config, 'csrf', ['endpoint', 'cookieName', 'headerName']) };
  if (group(config, 'tokenStorage').type !== 'cookie') throw missing('tokenStorage.type');
  const { cookieName } = settings(config, 'tokenStorage', ['cookieName']);
  return { ...base, authMode, tokenStorage: { type: 'cookie', cookieName } };
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
