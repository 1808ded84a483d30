import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { exportStatuses, isPreparing } from '../lib/export-status';

export const exportJobSchema = z.object({
  id: z.string(),
  status: z.enum(exportStatuses),
  rows: z.number().int(),
  fileName: z.string(),
  /** A short-lived download link, once the file is ready. */
  url: z.string().optional(),
  message: z.string().optional(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** How often a running export is asked for its progress. */
export const POLL_INTERVAL_MS = 1000;

export async function fetchExport(id: string, signal?: AbortSignal): Promise<ExportJob> {
  return exportJobSchema.parse(await api.get(`/api/exports/${encodeURIComponent(id)}`, { signal }));
}

export const exportKey = (id: string) => ['exports', 'detail', id] as const;

export const getExportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: exportKey(id),
    queryFn: ({ signal }) => fetchExport(id, signal),
    // Asked again while it is being prepared; a finished export does not change.
    refetchInterval: (query) => (isPreparing(query.state.data?.status) ? POLL_INTERVAL_MS : false),
    staleTime: Infinity,
    gcTime: 0,
  });

/** The export with this id, polled until it is done or failed; idle without an id. */
export function useExport(id: string | null) {
  return useQuery({ ...getExportQueryOptions(id ?? ''), enabled: id !== null });
}
