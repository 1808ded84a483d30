import { authModes, DEFAULT_AUTH_MODE, type AuthMode } from '@crm/core/auth/auth-mode';

export type Env = {
  /** Base URL of the API without a trailing slash; '' is the SPA's own origin. */
  apiUrl: string;
  /** How often an idempotent request is retried after a network error (0 or 1). */
  apiRetry: number;
  /** Id of the running build, compared with `build.json` to notice a newer deployment. */
  buildId: string;
  /** Bearer token (default) or session cookie with CSRF protection; the API must run the same mode. */
  authMode: AuthMode;
  /** The company's name, as the mails say it (VITE_COMPANY_NAME, the stage's COMPANY_NAME). */
  companyName: string;
};

/*
 * Checked by hand rather than with zod: this runs before the login page shows, and zod would add
 * about 28 KB (gzip) to the JavaScript loaded before the form (decision 023).
 */
function invalid(name: string, rule: string): never {
  throw new Error(`Invalid environment configuration:\n✖ ${rule}\n  → at ${name}`);
}

/** An absent or empty variable takes its default. */
function read(raw: Record<string, unknown>, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') invalid(name, 'Expected a string');
  return value;
}

function protocolOf(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}

function apiUrl(raw: Record<string, unknown>): string {
  const value = read(raw, 'VITE_API_URL');
  if (value === undefined) return '';
  if (!/^https?:$/.test(protocolOf(value))) invalid('VITE_API_URL', 'Expected an http(s) URL or nothing');
  return value.replace(/\/+$/, '');
}

function apiRetry(raw: Record<string, unknown>): number {
  const value = read(raw, 'VITE_API_RETRY') ?? '0';
  if (value !== '0' && value !== '1') invalid('VITE_API_RETRY', 'Expected 0 or 1');
  return Number(value);
}

function authMode(raw: Record<string, unknown>): AuthMode {
  const value = read(raw, 'VITE_AUTH_MODE') ?? DEFAULT_AUTH_MODE;
  const mode = authModes.find((known) => known === value);
  if (!mode) invalid('VITE_AUTH_MODE', `Expected one of ${authModes.join(', ')}`);
  return mode;
}

export function parseEnv(raw: Record<string, unknown>): Env {
  return {
    apiUrl: apiUrl(raw),
    apiRetry: apiRetry(raw),
    buildId: read(raw, 'VITE_BUILD_ID') ?? 'dev',
    authMode: authMode(raw),
    // The local default is the API's own (core mail/config.ts).
    companyName: read(raw, 'VITE_COMPANY_NAME') ?? 'Relatiebeheer',
  };
}

export const env = parseEnv(import.meta.env);
