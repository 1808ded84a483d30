import { authModes, DEFAULT_AUTH_MODE, type AuthMode } from '@crm/core/auth/auth-mode';
import { z } from 'zod';

const envSchema = z.object({
  VITE_API_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ })])
    .default('')
    .transform((url) => url.replace(/\/+$/, '')),
  VITE_API_RETRY: z.coerce.number().int().min(0).max(1).default(0),
  VITE_BUILD_ID: z.string().min(1).default('dev'),
  VITE_AUTH_MODE: z.enum(authModes).default(DEFAULT_AUTH_MODE),
});

export type Env = {
  /** Base URL of the API without a trailing slash; '' is the SPA's own origin. */
  apiUrl: string;
  /** How often an idempotent request is retried after a network error (0 or 1). */
  apiRetry: number;
  /** Id of the running build, compared with `build.json` to notice a newer deployment. */
  buildId: string;
  /** Bearer token (default) or session cookie with CSRF protection; the API must run the same mode. */
  authMode: AuthMode;
};

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${z.prettifyError(result.error)}`);
  }
  return {
    apiUrl: result.data.VITE_API_URL,
    apiRetry: result.data.VITE_API_RETRY,
    buildId: result.data.VITE_BUILD_ID,
    authMode: result.data.VITE_AUTH_MODE,
  };
}

export const env = parseEnv(import.meta.env);
