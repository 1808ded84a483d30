import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { roles } from '../auth/permissions.ts';
import { dynamo, tableName } from '../db/client.ts';
import { moveJobRecord } from '../db/job-record.ts';
import { IMPORT_ROW_PREFIX, keys } from '../db/keys.ts';
import { queryPages, rawItems } from '../db/page.ts';
import type { TransactItem } from '../db/transaction.ts';
import { headerKey } from './fields.ts';
import {
  duplicateChoices,
  importCountsSchema,
  importFormats,
  importKinds,
  importProgressSchema,
  importStatuses,
  isContactImport,
  keptRecordsSchema,
  type RelationImportKind,
} from './public.ts';

/**
 * The import record (decision 053): one item per import, readable only by its owner, in a
 * partition of its own that also holds one item per row it wrote (`ROW#<n>`: the record made or
 * filled and its version then), which undo and resume read. The sheet and what the job writes
 * beside it (the check of every row, the error file) are objects under `imports/<id>/`.
 */
export const importItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('import'),
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  role: z.enum(roles),
  kind: z.enum(importKinds),
  fileName: z.string(),
  format: z.enum(importFormats),
  size: z.number().int(),
  contentType: z.string(),
  /** `uploading` until the sheet is checked in; then the import's own states. */
  status: z.union([z.literal('uploading'), z.enum(importStatuses)]),
  headers: z.array(z.string()),
  mapping: z.array(z.string().nullable()),
  rows: z.number().int(),
  counts: importCountsSchema,
  progress: importProgressSchema,
  /** Per duplicate row: skip it or fill the existing record's empty fields (default for the rest). */
  choices: z.object({
    default: z.enum(duplicateChoices),
    rows: z.record(z.string(), z.enum(duplicateChoices)),
  }),
  kept: keptRecordsSchema,
  message: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().optional(),
});
export type ImportItem = z.infer<typeof importItemSchema>;

/** An import of leads, customers or suppliers themselves (not of their contact people). */
export type RelationImportItem = ImportItem & { kind: RelationImportKind };

export function isRelationImport(item: ImportItem): item is RelationImportItem {
  return !isContactImport(item.kind);
}

/** Where an import's objects live; no key holds a name a user chose. */
export const importObjects = {
  /** The browser's upload, before it is checked. */
  pending: (id: string) => `pending/${id}`,
  source: (id: string) => `imports/${id}/source`,
  /** The preview, PREVIEW_PAGE rows an object: every row, or only those with something to say. */
  preview: (id: string, only: 'all' | 'problems', page: number) =>
    `imports/${id}/preview/${only}-${page}.json`,
  errors: (id: string) => `imports/${id}/errors`,
};

/** Preview rows in one object: a page of the screen reads one object, or two. */
export const PREVIEW_PAGE = 1000;

/**
 * A running job saves its progress every second; one whose record has not moved for this long
 * has stopped (the jobs function ends at 15 minutes), and is resumed or rolled back.
 */
export const STALE_AFTER_MS = 16 * 60 * 1000;

export function isInterrupted(item: ImportItem, now = Date.now()): boolean {
  return (
    (item.status === 'checking' || item.status === 'writing' || item.status === 'undoing') &&
    now - Date.parse(item.updatedAt) > STALE_AFTER_MS
  );
}

export async function putImport(item: ImportItem): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export async function getImport(id: string): Promise<ImportItem | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.importJob(id), ConsistentRead: true }),
  );
  return output.Item ? importItemSchema.parse(output.Item) : undefined;
}

type Changes = Partial<Omit<ImportItem, 'pk' | 'sk' | 'type' | 'id' | 'ownerId' | 'createdAt'>>;

/**
 * Changes the import only from the expected status (and, with `staleOnly`, only when its job has
 * stopped), so a job runs once even when delivered twice and two clicks start one job. Answers
 * the updated record, or undefined when it was not in that state.
 */
export async function moveImport(
  id: string,
  from: ImportItem['status'],
  changes: Changes,
  options: { staleOnly?: boolean } = {},
): Promise<ImportItem | undefined> {
  return moveJobRecord(
    keys.importJob(id),
    from,
    changes,
    importItemSchema,
    options.staleOnly
      ? {
          expression: '#updatedAt < :staleBefore',
          names: { '#updatedAt': 'updatedAt' },
          values: { ':staleBefore': new Date(Date.now() - STALE_AFTER_MS).toISOString() },
        }
      : undefined,
  );
}

export const importRowSchema = z.object({
  row: z.number().int(),
  recordId: z.string(),
  outcome: z.enum(['created', 'filled']),
  /** The record's version right after the import wrote it: a later change makes it higher. */
  version: z.number().int(),
  /** The fields a fill wrote (undo empties them again). */
  fields: z.array(z.string()).optional(),
  /** What a fill wrote in the financial record: its fields, its version after, whether it made it. */
  financial: z
    .object({ fields: z.array(z.string()), version: z.number().int(), created: z.boolean() })
    .optional(),
  label: z.string(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** The row's item, written in the record's own transaction: a row is written once, or not at all. */
export function importRowPut(importId: string, row: ImportRow): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.importRow(importId, row.row), type: 'import-row', ...row },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The rows an import wrote, page by page. */
export async function* importedRows(importId: string): AsyncGenerator<ImportRow[]> {
  for await (const page of queryPages({
    partition: keys.importJob(importId).pk,
    sortPrefix: IMPORT_ROW_PREFIX,
    schema: rawItems,
    consistent: true,
  })) {
    yield page.map((item) => importRowSchema.parse(item));
  }
}

const rememberedSchema = z.object({ columns: z.record(z.string(), z.string().nullable()) });

/** The kind's remembered choices by header (`headerKey`). */
export async function rememberedMapping(kind: string): Promise<Record<string, string | null>> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.importMapping(kind) }));
  return output.Item ? rememberedSchema.parse(output.Item).columns : {};
}

/** Remembers a mapping for the kind's next import, added to what was remembered before. */
export async function rememberMapping(
  kind: string,
  headers: readonly string[],
  mapping: readonly (string | null)[],
): Promise<void> {
  const columns = {
    ...(await rememberedMapping(kind)),
    ...Object.fromEntries(headers.map((header, i) => [headerKey(header), mapping[i] ?? null])),
  };
  // A sheet with hundreds of odd columns must not grow the item past DynamoDB's limit.
  const kept = Object.fromEntries(Object.entries(columns).slice(-500));
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.importMapping(kind), type: 'import-mapping', columns: kept },
    }),
  );
}
