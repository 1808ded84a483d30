import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { recordPermission, type CrudAction } from '@crm/core/auth/permissions';
import type { FileItem } from '@crm/core/files/item';
import { fileListItemSchema, fileRecordSchema } from '@crm/core/files/public';
import {
  fileMoveSchema,
  fileOwnerSchema,
  fileUpdateSchema,
  presignInputSchema,
  type FileOwnerKind,
} from '@crm/core/files/schema';
import type { UploadItem } from '@crm/core/files/upload-item';
import {
  announceUpload,
  assertUploader,
  completeUpload,
  deleteFile,
  downloadLink,
  getFile,
  inListOrder,
  listFiles,
  moveFile,
  updateFile,
  uploadOf,
  viewLink,
  type Uploader,
} from '@crm/core/files/service';
import { versionQuery } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, requirePermissionFor, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './relations.ts';

type FileVariables = AuthVariables & {
  /** The file the route is about, read once by `fileWith`. */
  file: FileItem;
  /** The announced upload `complete` is about. */
  upload: UploadItem;
};

/**
 * Files follow their record's permissions: `<kind>.view` to list and download, `<kind>.update` to
 * add, change, move and remove (decision 021). Staff upload here; an outsider's link page will
 * reach the same service through its own token-bound route.
 */
const ownerQuery = z.object({ ownerKind: fileOwnerSchema.shape.kind, ownerId: fileOwnerSchema.shape.id });

const mayChangeOwner = requirePermissionFor<{ out: { json: { owner: { kind: FileOwnerKind } } } }>((c) =>
  recordPermission(c.req.valid('json').owner.kind, 'update'),
);

const mayViewOwner = requirePermissionFor<{ out: { query: { ownerKind: FileOwnerKind } } }>((c) =>
  recordPermission(c.req.valid('query').ownerKind, 'view'),
);

/** Reads the file of `:id` and checks `<owner kind>.<action>` before the handler. */
const fileWith = (action: CrudAction) =>
  requirePermissionFor<{ out: { param: { id: string } } }, { Variables: FileVariables }>(async (c) => {
    const file = await getFile(c.req.valid('param').id);
    c.set('file', file);
    return recordPermission(file.ownerKind, action);
  });

async function uploaderOf<V extends AuthVariables>(c: Context<{ Variables: V }>): Promise<Uploader> {
  const actor = await actorOf(c);
  return { type: 'user', id: actor.id, name: actor.name };
}

export const fileRoutes = new Hono<{ Variables: FileVariables }>()
  .use(requireAuth)
  .post('/presign', validate('json', presignInputSchema), mayChangeOwner, async (c) => {
    return c.json(await announceUpload(c.req.valid('json'), await uploaderOf(c)), 201);
  })
  .post(
    '/:id/complete',
    validate('param', idParam),
    requirePermissionFor<{ out: { param: { id: string } } }, { Variables: FileVariables }>(async (c) => {
      const upload = await uploadOf(c.req.valid('param').id);
      c.set('upload', upload);
      return recordPermission(upload.ownerKind, 'update');
    }),
    async (c) => {
      const upload = c.get('upload');
      assertUploader(upload, await uploaderOf(c));
      const file = await completeUpload(upload, await actorOf(c));
      return c.json({ record: fileRecordSchema.parse(file) }, 201);
    },
  )
  .get('/', validate('query', ownerQuery), mayViewOwner, async (c) => {
    const { ownerKind, ownerId } = c.req.valid('query');
    const files = inListOrder(await listFiles({ kind: ownerKind, id: ownerId }));
    const items = await Promise.all(
      files.map(async (file) => fileListItemSchema.parse({ ...file, url: await viewLink(file) })),
    );
    return c.json({ items });
  })
  .get('/:id/download', validate('param', idParam), fileWith('view'), async (c) => {
    return c.json({ url: await downloadLink(c.get('file')) });
  })
  .put(
    '/:id',
    validate('param', idParam),
    validate('json', fileUpdateSchema),
    fileWith('update'),
    async (c) => {
      const file = await updateFile(c.get('file'), c.req.valid('json'), await actorOf(c));
      return c.json({ record: fileRecordSchema.parse(file) });
    },
  )
  .put(
    '/:id/position',
    validate('param', idParam),
    validate('json', fileMoveSchema),
    fileWith('update'),
    async (c) => {
      const file = await moveFile(c.get('file'), c.req.valid('json'), await actorOf(c));
      return c.json({ record: fileRecordSchema.parse(file) });
    },
  )
  .delete(
    '/:id',
    validate('param', idParam),
    validate('query', versionQuery),
    fileWith('update'),
    async (c) => {
      await deleteFile(c.get('file'), c.req.valid('query').version, await actorOf(c));
      return c.body(null, 204);
    },
  );
