import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { roles, type Role } from '../auth/permissions.ts';
import { dynamo, tableName } from '../db/client.ts';
import { moveJobRecord } from '../db/job-record.ts';
import { keys } from '../db/keys.ts';
import { exportFormats, exportStatuses, type ExportFormat, type ExportStatus } from './public.ts';
import { amsterdamDate } from './table.ts';

/**
 * The export record: one item per export job, readable only by its owner. It carries what the job
 * needs (list, format, the list's query, the owner's role when asked) and what the screen polls
 * (status, rows written). Files and records are gone after a day: the item by TTL, the file by the
 * bucket's lifecycle rule.
 */
export const EXPORT_TTL_SECONDS = 24 * 60 * 60;
/**
 * An export still queued or running this long after its last progress has stopped: the jobs
 * function ends at 15 minutes, and a running job saves its progress every second.
 */
export const STALE_AFTER_MS = 16 * 60 * 1000;

export const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('export'),
  id: z.string(),
  ownerId: z.string(),
  role: z.enum(roles),
  list: z.string(),
  format: z.enum(exportFormats),
  query: z.record(z.string(), z.unknown()),
  status: z.enum(exportStatuses),
  rows: z.number().int(),
  fileName: z.string(),
  objectKey: z.string(),
  /** Why it failed, in Dutch. */
  message: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.number().int(),
});
export type ExportItem = z.infer<typeof exportItemSchema>;

export interface NewExport {
  ownerId: string;
  role: Role;
  list: string;
  /** The file's name before the date: `leads`, `klanten`. */
  fileStem: string;
  format: ExportFormat;
  query: Record<string, unknown>;
}

export async function createExportRecord(input: NewExport, now = new Date()): Promise<ExportItem> {
  const id = ulid();
  const fileName = `${input.fileStem}-${amsterdamDate(now)}.${input.format}`;
  const item: ExportItem = {
    ...keys.export(id),
    type: 'export',
    id,
    ownerId: input.ownerId,
    role: input.role,
    list: input.list,
    format: input.format,
    query: input.query,
    status: 'queued',
    rows: 0,
    fileName,
    objectKey: `exports/${id}/${fileName}`,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + EXPORT_TTL_SECONDS,
  };
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return item;
}

/** Strongly consistent: the screen polls right after the job writes. Expired records are gone. */
export async function getExportRecord(id: string): Promise<ExportItem | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.export(id), ConsistentRead: true }),
  );
  if (!output.Item) return undefined;
  const item = exportItemSchema.parse(output.Item);
  return item.expiresAt * 1000 > Date.now() ? item : undefined;
}

/**
 * Changes the status (and rows, message) only from the expected status, so a job runs once even
 * if it is delivered twice, and a finished export is never reopened. Answers the updated record,
 * or undefined when the record was not in the expected status.
 */
export async function moveExport(
  id: string,
  from: ExportStatus,
  changes: { status: ExportStatus; rows?: number; message?: string },
  /** Only if the record is not stale yet: a job that arrives after the screen gave up does not run. */
  options: { unlessStale?: boolean } = {},
): Promise<ExportItem | undefined> {
  return moveJobRecord(
    keys.export(id),
    from,
    changes,
    exportItemSchema,
    options.unlessStale
      ? {
          expression: '#updatedAt >= :freshSince',
          names: { '#updatedAt': 'updatedAt' },
          values: { ':freshSince': new Date(Date.now() - STALE_AFTER_MS).toISOString() },
        }
      : undefined,
  );
}

/** Whether a queued or running export has stopped without recording it (its job timed out). */
export function isStale(item: ExportItem, now = Date.now()): boolean {
  return (
    (item.status === 'queued' || item.status === 'running') &&
    now - Date.parse(item.updatedAt) > STALE_AFTER_MS
  );
}
