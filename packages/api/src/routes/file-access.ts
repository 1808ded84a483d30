import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { reserve } from '@crm/core/auth/throttle';
import { can, recordPermission, type CrudAction } from '@crm/core/auth/permissions';
import type { Actor } from '@crm/core/db/actor';
import { ForbiddenError } from '@crm/core/errors';
import type { FileItem } from '@crm/core/files/item';
import { linkFileAccess, type LinkFileAccess } from '@crm/core/files/link-access';
import type { FileCategory, FileKind, FileOwner } from '@crm/core/files/schema';
import type { Uploader } from '@crm/core/files/upload';
import type { UploadItem } from '@crm/core/files/upload-item';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { defaultPerToken } from '../middleware/link-token.ts';

/**
 * Who may do what with files: staff by the permissions of the file's record, an outsider by the
 * policy of the link their page sends in `X-Link-Token` (files/link-access.ts, decision 021).
 */
export const LINK_TOKEN_HEADER = 'X-Link-Token';

export type FileVariables = AuthVariables & {
  /** The file the route is about, read once by its gate. */
  file: FileItem;
  /** The announced upload `complete` is about. */
  upload: UploadItem;
  /** Set when an outsider's link, not a signed-in colleague, makes the request. */
  linkAccess: LinkFileAccess | undefined;
};
type FileContext = Context<{ Variables: FileVariables }>;

/** A signed-in colleague, or an outsider's link that allows uploads. */
export const staffOrLink = createMiddleware<{ Variables: FileVariables }>(async (c, next: Next) => {
  const token = c.req.header(LINK_TOKEN_HEADER);
  if (token === undefined) {
    c.set('linkAccess', undefined);
    return requireAuth(c as unknown as Context<{ Variables: AuthVariables }>, next);
  }
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  const access = await linkFileAccess(token);
  await reserve(defaultPerToken, access.link.id);
  c.set('linkAccess', access);
  await next();
});

const sameOwner = (a: FileOwner, b: FileOwner) => a.kind === b.kind && a.id === b.id;

/** Staff: `<owner kind>.<action>`. A link: only its own record, and only where `linkMay` says. */
export function assertMay(
  c: FileContext,
  owner: FileOwner,
  action: CrudAction,
  linkMay: (access: LinkFileAccess) => boolean = () => false,
): void {
  const access = c.get('linkAccess');
  const allowed = access
    ? sameOwner(access.owner, owner) && linkMay(access)
    : can(c.get('role'), recordPermission(owner.kind, action));
  if (!allowed) throw new ForbiddenError();
}

/** A link may add files of its kinds and categories to its own record. */
export const linkMayAdd =
  (file: { kind: FileKind; category: FileCategory }) =>
  (access: LinkFileAccess): boolean =>
    access.kinds.includes(file.kind) && access.categories.includes(file.category);

/** Who uploads: the colleague, or the outsider as their link names them. */
export async function uploaderOf(c: FileContext): Promise<Uploader> {
  const access = c.get('linkAccess');
  if (access) return { type: 'link', id: access.link.id, name: access.uploaderName };
  const actor = await actorOf(c);
  return { type: 'user', id: actor.id, name: actor.name };
}

/** Who the record's history names. */
export async function fileActorOf(c: FileContext): Promise<Actor> {
  const access = c.get('linkAccess');
  return access ? { id: `link:${access.link.id}`, name: access.uploaderName } : actorOf(c);
}
