import { createMiddleware } from 'hono/factory';
import { reserve, type ThrottleRule } from '@crm/core/auth/throttle';
import { clientIp } from '../middleware/client-ip.ts';

/**
 * The throttles of an outsider's answer page (supplier request, onboarding; decisions 050 and
 * 052): per IP address (300 / 15 min) before anything is read, and per token (200 / 15 min: drafts
 * are saved as the outsider types), which the link middleware counts.
 */
export function outsiderThrottles(scope: string) {
  const perIp: ThrottleRule = { scope: `${scope}-ip`, limit: 300, windowSeconds: 15 * 60 };
  const perToken: ThrottleRule = { scope: `${scope}-token`, limit: 200, windowSeconds: 15 * 60 };
  return {
    perIp: createMiddleware(async (c, next) => {
      await reserve(perIp, clientIp(c));
      await next();
    }),
    perToken,
  };
}
