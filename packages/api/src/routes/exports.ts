// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { NotFoundError, ValidationError, type FieldErrors } from '@crm/core/errors';
import { exportListNames, exportLists } from '@crm/core/export/lists';
import { exportFormats, exportJobSchema, FAILED_MESSAGE } from '@crm/core/export/public';
import {
  createExportRecord,
  getExportRecord,
  isStale,
  moveExport,
  type ExportItem,
} from '@crm/core/export/record';
import { startJob } from '@crm/core/jobs/dispatch';
import { presignedDownload } from '@crm/core/storage/s3';
import { requireAuth, requirePermissionFor, type AuthVariables } from '../middleware/auth.ts';
import { fieldErrors, validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

const invalidQuery = 'De filters van de lijst zijn ongeldig. Laad de lijst opnieuw.';

const exportRequestSchema = z.object({
  list: z.enum(exportListNames, { error: 'Kies een lijst om te exporteren.' }),
  format: z.enum(exportFormats, { error: 'Kies CSV of Excel (XLSX).' }),
  /** The list's query, exactly as its page sends it to the list's own route. */
  query: z
    .record(z.string(), z.union([z.string(), z.number()]), { error: invalidQuery })
    // No list sends more than a handful of short values; anything larger is not a list's view.
    .refine((query) => {
      const entries = Object.entries(query);
      return (
        entries.length <= 20 &&
        entries.every(([name, value]) => name.length <= 40 && String(value).length <= 2000)
      );
    }, invalidQuery)
    .default({}),
});

const invalidView = 'Deze filter of sortering is ongeldig. Laad de lijst opnieuw en probeer het nog eens.';
/** How long a download link works; the screen asks for a fresh one each time it polls. */
const DOWNLOAD_LINK_SECONDS = 5 * 60;
const notFound = 'Deze export bestaat niet (meer).';

/** The export job as `{ record }`: its state, and the download link once it is done. */
async function answer(item: ExportItem) {
  const failed = item.status === 'failed' || isStale(item);
  const record = exportJobSchema.parse({
    id: item.id,
    list: item.list,
    format: item.format,
    status: failed ? 'failed' : item.status,
    rows: item.rows,
    fileName: item.fileName,
    createdAt: item.createdAt,
    ...(failed ? { message: item.message ?? FAILED_MESSAGE } : {}),
    ...(item.status === 'done'
      ? { url: await presignedDownload(item.objectKey, DOWNLOAD_LINK_SECONDS) }
      : {}),
  });
  return { record };
}

/** The list's own permission (its view permission). */
const mayExportList = requirePermissionFor<{ out: { json: z.infer<typeof exportRequestSchema> } }>(
  (c) => exportLists[c.req.valid('json').list].permission,
);

/**
 * Exports of a list view as CSV or XLSX, as background jobs: POST starts one (the list's own view
 * permission; financial columns only with `.financial`), GET polls it and, when it is done, answers
 * a short-lived download link. Only the user who asked can see an export.
 */
export const exportRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .post('/', validate('json', exportRequestSchema), mayExportList, async (c) => {
    const body = c.req.valid('json');
    const list = exportLists[body.list];
    const view = list.query.safeParse(body.query);
    if (!view.success) {
      const errors: FieldErrors = {};
      for (const field of Object.keys(fieldErrors(view.error))) errors[`query.${field}`] = [invalidView];
      throw new ValidationError(errors, invalidView);
    }
    const known = typeof view.data === 'object' && view.data !== null ? Object.keys(view.data) : [];
    const item = await createExportRecord({
      ownerId: c.get('userId'),
      role: c.get('role'),
      list: body.list,
      fileStem: list.fileStem,
      format: body.format,
      // Only what the list's query knows is kept; the job reads it with the same schema.
      query: Object.fromEntries(Object.entries(body.query).filter(([name]) => known.includes(name))),
    });
    try {
      await startJob({ name: 'export', exportId: item.id });
    } catch (error) {
      await moveExport(item.id, 'queued', { status: 'failed', message: FAILED_MESSAGE });
      throw error;
    }
    c.header('Location', `/api/exports/${item.id}`);
    return c.json(await answer(item), 202);
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const item = await getExportRecord(c.req.valid('param').id);
    // Only its owner, and only in the role it was made for: a changed role may no longer see it all.
    if (!item || item.ownerId !== c.get('userId') || item.role !== c.get('role'))
      throw new NotFoundError(notFound);
    return c.json(await answer(item));
  });
