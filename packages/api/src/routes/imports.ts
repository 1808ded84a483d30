// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono, type Context } from 'hono';
import { NotFoundError } from '@crm/core/errors';
import * as z from 'zod';
import { recordPermission } from '@crm/core/auth/permissions';
import {
  duplicateChoices,
  importKinds,
  importParentKind,
  isContactImport,
  type ImportKind,
} from '@crm/core/import/public';
import type { ImportItem } from '@crm/core/import/record';
import {
  announceImport,
  completeImport,
  errorFileLink,
  importAnswer,
  importNotFound,
  importOf,
  mapImport,
  previewRows,
  resumeImport,
  startImport,
  undoImport,
  type Importer,
} from '@crm/core/import/service';
import { requireAuth, requirePermissionFor, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';

const kindParam = z.object({
  kind: z.enum(importKinds, {
    error: 'Kies leads, klanten, leveranciers of contactpersonen van een van die drie.',
  }),
});
const importParam = kindParam.extend({ id: z.string().min(1).max(40) });

const announceSchema = z.object({
  name: z
    .string({ error: 'Kies een bestand.' })
    .trim()
    .min(1, 'Kies een bestand.')
    .max(255, 'Gebruik een bestandsnaam van hoogstens 255 tekens.'),
  size: z.number({ error: 'Ongeldige bestandsgrootte' }).int('Ongeldige bestandsgrootte'),
});

const mappingSchema = z.object({
  /** The headers the mapping was made for: a screen left open on another upload is stale. */
  headers: z.array(z.string().max(1000), { error: 'De koppeling ontbreekt.' }).max(500),
  mapping: z
    .array(z.string().max(60).nullable(), { error: 'De koppeling ontbreekt.' })
    .max(500, 'Een bestand heeft hoogstens 500 kolommen.'),
});

const choiceSchema = z.enum(duplicateChoices, { error: 'Kies overslaan of aanvullen.' });
const startSchema = z.object({
  duplicates: z
    .object({
      default: choiceSchema.default('skip'),
      rows: z
        .record(z.string().regex(/^\d{1,6}$/, 'Ongeldige rij.'), choiceSchema)
        .refine((rows) => Object.keys(rows).length <= 50_001, 'Te veel keuzes.')
        .default({}),
    })
    .default({ default: 'skip', rows: {} }),
});

const rowsQuery = z.object({
  from: z.coerce.number().int().min(0).max(50_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  only: z.enum(['all', 'problems']).default('all'),
});

type KindInput = { out: { param: { kind: ImportKind } } };

/**
 * Every import route needs the kind's `.create`, or for contact people what adding one to a
 * record of the parent kind needs (`<parent>.update`, as the contact routes), checked from the
 * path before anything is read.
 */
const mayImport = requirePermissionFor<KindInput>((c) => {
  const { kind } = c.req.valid('param');
  return recordPermission(importParentKind(kind), isContactImport(kind) ? 'update' : 'create');
});

type Env = { Variables: AuthVariables };

async function importerOf(c: Context<Env>): Promise<Importer> {
  const user = await c.get('currentUser')();
  return { id: user.id, name: user.name, role: c.get('role') };
}

/** The import of the path, to its own maker only, and only for the kind the path names. */
async function loadImport(
  c: Context<Env>,
  param: { kind: ImportKind; id: string },
): Promise<{ item: ImportItem }> {
  const item = await importOf(param.id, await importerOf(c));
  if (item.kind !== param.kind) throw new NotFoundError(importNotFound);
  return { item };
}

/**
 * Imports of leads, customers, suppliers and their contact people from a sheet (decision 053): announce and upload the
 * file, complete it (checked and read), map its columns, check every row (a job: the preview),
 * write (a job, with progress), undo. Only who made an import sees it.
 */
export const importRoutes = new Hono<Env>()
  .use(requireAuth)
  .post('/:kind', validate('param', kindParam), mayImport, validate('json', announceSchema), async (c) => {
    const { kind } = c.req.valid('param');
    const upload = await announceImport({ kind, ...c.req.valid('json') }, await importerOf(c));
    return c.json({ upload }, 201);
  })
  .get('/:kind/:id', validate('param', importParam), mayImport, async (c) => {
    const { item } = await loadImport(c, c.req.valid('param'));
    return c.json({ record: importAnswer(item) });
  })
  .post('/:kind/:id/complete', validate('param', importParam), mayImport, async (c) => {
    const { item } = await loadImport(c, c.req.valid('param'));
    return c.json({ record: importAnswer(await completeImport(item)) });
  })
  .put(
    '/:kind/:id/mapping',
    validate('param', importParam),
    mayImport,
    validate('json', mappingSchema),
    async (c) => {
      const { item } = await loadImport(c, c.req.valid('param'));
      return c.json({ record: importAnswer(await mapImport(item, c.req.valid('json'))) }, 202);
    },
  )
  .get(
    '/:kind/:id/rows',
    validate('param', importParam),
    mayImport,
    validate('query', rowsQuery),
    async (c) => {
      const { item } = await loadImport(c, c.req.valid('param'));
      return c.json(await previewRows(item, c.req.valid('query')));
    },
  )
  .post(
    '/:kind/:id/start',
    validate('param', importParam),
    mayImport,
    validate('json', startSchema),
    async (c) => {
      const { item } = await loadImport(c, c.req.valid('param'));
      return c.json({ record: importAnswer(await startImport(item, c.req.valid('json').duplicates)) }, 202);
    },
  )
  .post('/:kind/:id/undo', validate('param', importParam), mayImport, async (c) => {
    const { item } = await loadImport(c, c.req.valid('param'));
    return c.json({ record: importAnswer(await undoImport(item)) }, 202);
  })
  .post('/:kind/:id/resume', validate('param', importParam), mayImport, async (c) => {
    const { item } = await loadImport(c, c.req.valid('param'));
    return c.json({ record: importAnswer(await resumeImport(item)) }, 202);
  })
  .get('/:kind/:id/errors', validate('param', importParam), mayImport, async (c) => {
    const { item } = await loadImport(c, c.req.valid('param'));
    return c.json({ url: await errorFileLink(item) });
  });
