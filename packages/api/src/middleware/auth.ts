import type { Context, Input } from 'hono';
import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '@crm/core/auth/access-token';
import { can, type Permission, type Role } from '@crm/core/auth/permissions';
import { resolveSession } from '@crm/core/users/sessions';
import { ForbiddenError, UnauthorizedError } from '@crm/core/errors';
import type { UserItem } from '@crm/core/users/schema';
import { authModeOf } from './auth-mode.ts';
import { readSessionCookie } from './session-cookie.ts';

export interface AuthVariables {
  /** The role from the verified token (a role change ends the session, so the two agree). */
  role: Role;
  sessionId: string;
  /** The signed-in user's id, from the verified token. */
  userId: string;
  /** The signed-in user, once the session check has answered. */
  currentUser: () => Promise<UserItem>;
}

const readOnly = new Set(['GET', 'HEAD']);

/**
 * The access token of this request: the bearer header in token mode, the HttpOnly session cookie
 * in cookie mode. One credential per mode, so a deployment has one way in.
 */
function accessTokenOf(c: Context): string | undefined {
  if (authModeOf(c) === 'cookie') return readSessionCookie(c);
  const header = c.req.header('Authorization') ?? '';
  return /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header)?.[1];
}

/**
 * Access token → verified claims → live session and user (one BatchGetItem).
 * A change waits for the session check before anything runs. A read runs beside it, so a screen
 * costs one round trip, and its answer is only sent once the session is confirmed: an ended session
 * still gets 401 and no data.
 */
export const requireAuth = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  const token = accessTokenOf(c);
  if (!token) throw new UnauthorizedError();
  const claims = await verifyAccessToken(token);
  const session = resolveSession(claims.sessionId, claims.userId, claims.role);
  session.catch(() => undefined); // awaited below; never an unhandled rejection
  c.set('role', claims.role);
  c.set('sessionId', claims.sessionId);
  c.set('userId', claims.userId);
  c.set('currentUser', () => session);
  if (!readOnly.has(c.req.method)) await session;
  await next();
  await session;
});

/** Checked on the server for every route; the SPA only mirrors it. Use after requireAuth. */
export function requirePermission(permission: Permission) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    if (!can(c.get('role'), permission)) throw new ForbiddenError();
    await next();
  });
}

type AuthEnv = { Variables: AuthVariables };

/**
 * A permission that depends on the request: the kind of a linked record, the list to export, the
 * parent of a contact person. Checked before the handler like `requirePermission`; place it after
 * the validator whose output it reads (`I` names that output). Null: nothing more to check.
 */
export function requirePermissionFor<I extends Input = Input, E extends AuthEnv = AuthEnv>(
  permissionOf: (c: Context<E, string, I>) => Permission | null | undefined | Promise<Permission | null>,
) {
  return createMiddleware<E, string, I>(async (c, next) => {
    const permission = await permissionOf(c);
    if (permission && !can(c.get('role'), permission)) throw new ForbiddenError();
    await next();
  });
}
