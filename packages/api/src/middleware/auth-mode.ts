import type { Context } from 'hono';
import type { AuthMode } from '@crm/core/auth/auth-mode';
import { config } from '../config.ts';

/**
 * The auth mode of this request. AUTH_MODE configures a deployment; a local server may serve the
 * same app in the other mode by passing `authMode` in its bindings (the e2e suite runs a token and
 * a cookie server side by side on one database).
 */
export function authModeOf(c: Context): AuthMode {
  const bound = (c.env as { authMode?: unknown } | undefined)?.authMode;
  return bound === 'cookie' || bound === 'token' ? bound : config.authMode;
}
