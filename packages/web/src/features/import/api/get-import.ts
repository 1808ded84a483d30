import { parseRecordAnswer } from '@crm/core/db/record';
import {
  importFieldSchema,
  importJobSchema,
  previewRowSchema,
  type ImportKind,
} from '@crm/core/import/public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api';
import { isWorking } from '../lib/import-status';

/** An import as its screen shows it: its state and the fields its columns can go to. */
export const importAnswerSchema = importJobSchema.extend({ fields: z.array(importFieldSchema) });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** How often a running check, write or undo is asked for its progress. */
export const POLL_INTERVAL_MS = 1000;

export const importPath = (kind: ImportKind, id: string, step = '') =>
  `/api/imports/${kind}/${encodeURIComponent(id)}${step ? `/${step}` : ''}`;

export async function fetchImport(kind: ImportKind, id: string, signal?: AbortSignal): Promise<ImportAnswer> {
  return parseRecordAnswer(importAnswerSchema, await api.get(importPath(kind, id), { signal }));
}

export const importKey = (kind: ImportKind, id: string) => ['imports', 'detail', kind, id] as const;

export const getImportQueryOptions = (kind: ImportKind, id: string) =>
  queryOptions({
    queryKey: importKey(kind, id),
    queryFn: ({ signal }) => fetchImport(kind, id, signal),
    // Asked again while a job works on it.
    refetchInterval: (query) => (query.state.data && isWorking(query.state.data) ? POLL_INTERVAL_MS : false),
  });

export function useImport(kind: ImportKind, id: string | null) {
  return useQuery({ ...getImportQueryOptions(kind, id ?? ''), enabled: id !== null });
}

const rowsAnswerSchema = z.object({ rows: z.array(previewRowSchema), total: z.number() });

/**
 * The preview's rows with something to say (errors, warnings, duplicates), or with `all` every
 * row (contact people: each with the company it was matched to); the first 500.
 */
export function useImportProblems(
  kind: ImportKind,
  id: string,
  enabled: boolean,
  only: 'problems' | 'all' = 'problems',
) {
  return useQuery({
    queryKey: ['imports', 'rows', kind, id, only],
    queryFn: async ({ signal }) =>
      rowsAnswerSchema.parse(
        await api.get(`${importPath(kind, id, 'rows')}?only=${only}&limit=500`, { signal }),
      ),
    enabled,
  });
}
