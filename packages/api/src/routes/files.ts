// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import type { CrudAction } from '@crm/core/auth/permissions';
import { fileListItemSchema, fileRecordSchema } from '@crm/core/files/public';
import {
  fileMoveSchema,
  fileOwnerSchema,
  fileUpdateSchema,
  presignInputSchema,
} from '@crm/core/files/schema';
import {
  deleteFile,
  downloadLink,
  getFile,
  inListOrder,
  listFiles,
  moveFile,
  updateFile,
  viewLink,
} from '@crm/core/files/service';
import { announceUpload, assertUploader, completeUpload, uploadOf } from '@crm/core/files/upload';
import { versionQuery } from '@crm/core/validation/fields';
import { validate } from '../middleware/validate.ts';
import {
  assertMay,
  fileActorOf,
  linkMayAdd,
  staffOrLink,
  uploaderOf,
  type FileVariables,
} from './file-access.ts';
import { idParam } from './id-param.ts';

type Env = { Variables: FileVariables };

/**
 * Files of leads, customers, suppliers and contracts (decision 021). Staff: `<kind>.view` to list and
 * download, `<kind>.update` to add, change, move and remove. An outsider's link page uses the same
 * presign, complete and list, for its own record and uploads only (file-access.ts).
 */
const ownerQuery = z.object({ ownerKind: fileOwnerSchema.shape.kind, ownerId: fileOwnerSchema.shape.id });

const mayAdd = createMiddleware<Env, string, { out: { json: z.output<typeof presignInputSchema> } }>(
  async (c, next) => {
    const input = c.req.valid('json');
    assertMay(c, input.owner, 'update', linkMayAdd(input));
    await next();
  },
);

const mayView = createMiddleware<Env, string, { out: { query: z.output<typeof ownerQuery> } }>(
  async (c, next) => {
    const { ownerKind, ownerId } = c.req.valid('query');
    assertMay(c, { kind: ownerKind, id: ownerId }, 'view', () => true);
    await next();
  },
);

/** Reads the announced upload of `:id`; it is completed with the right to add to its record. */
const uploadGate = createMiddleware<Env, string, { out: { param: { id: string } } }>(async (c, next) => {
  const upload = await uploadOf(c.req.valid('param').id);
  assertMay(c, { kind: upload.ownerKind, id: upload.ownerId }, 'update', linkMayAdd(upload));
  c.set('upload', upload);
  await next();
});

/** Reads the file of `:id` and checks `<owner kind>.<action>`: staff only. */
const fileWith = (action: CrudAction) =>
  createMiddleware<Env, string, { out: { param: { id: string } } }>(async (c, next) => {
    const file = await getFile(c.req.valid('param').id);
    assertMay(c, { kind: file.ownerKind, id: file.ownerId }, action);
    c.set('file', file);
    await next();
  });

export const fileRoutes = new Hono<Env>()
  .use(staffOrLink)
  .post('/presign', validate('json', presignInputSchema), mayAdd, async (c) => {
    return c.json(await announceUpload(c.req.valid('json'), await uploaderOf(c)), 201);
  })
  .post('/:id/complete', validate('param', idParam), uploadGate, async (c) => {
    const upload = c.get('upload');
    assertUploader(upload, await uploaderOf(c));
    const file = await completeUpload(upload, await fileActorOf(c));
    return c.json({ record: fileRecordSchema.parse(file) }, 201);
  })
  .get('/', validate('query', ownerQuery), mayView, async (c) => {
    const { ownerKind, ownerId } = c.req.valid('query');
    const access = c.get('linkAccess');
    // An outsider sees what they uploaded through this link, nothing else of the record.
    const files = inListOrder(await listFiles({ kind: ownerKind, id: ownerId })).filter(
      (file) => !access || (file.uploadedBy.type === 'link' && file.uploadedBy.id === access.link.id),
    );
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
      const file = await updateFile(c.get('file'), c.req.valid('json'), await fileActorOf(c));
      return c.json({ record: fileRecordSchema.parse(file) });
    },
  )
  .put(
    '/:id/position',
    validate('param', idParam),
    validate('json', fileMoveSchema),
    fileWith('update'),
    async (c) => {
      const file = await moveFile(c.get('file'), c.req.valid('json'), await fileActorOf(c));
      return c.json({ record: fileRecordSchema.parse(file) });
    },
  )
  .delete(
    '/:id',
    validate('param', idParam),
    validate('query', versionQuery),
    fileWith('update'),
    async (c) => {
      await deleteFile(c.get('file'), c.req.valid('query').version, await fileActorOf(c));
      return c.body(null, 204);
    },
  );
