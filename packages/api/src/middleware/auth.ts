import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '@crm/core/auth/access-token';
import { can, type Permission } from '@crm/core/auth/permissions';
import { resolveSession } from '@crm/core/auth/sessions';
import { ForbiddenError, UnauthorizedError } from '@crm/core/errors';
import type { UserItem } from '@crm/core/users/schema';

export interface AuthVariables {
  user: UserItem;
  sessionId: string;
}

/** Bearer token → verified claims → live session and user (one BatchGetItem). */
export const requireAuth = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  if (!match?.[1]) throw new UnauthorizedError();
  const claims = await verifyAccessToken(match[1]);
  const user = await resolveSession(claims.sessionId, claims.userId);
  c.set('user', user);
  c.set('sessionId', claims.sessionId);
  await next();
});

/** Checked on the server for every route; the SPA only mirrors it. Use after requireAuth. */
export function requirePermission(permission: Permission) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    if (!can(c.get('user').role, permission)) throw new ForbiddenError();
    await next();
  });
}
