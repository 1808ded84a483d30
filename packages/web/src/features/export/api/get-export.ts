import { parseRecordAnswer } from '@crm/core/db/record';
import { exportJobSchema, type ExportJob } from '@crm/core/export/public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isPreparing } from '../lib/export-status';

/** How often a running export is asked for its progress. */
export const POLL_INTERVAL_MS = 1000;

export async function fetchExport(id: string, signal?: AbortSignal): Promise<ExportJob> {
  const answer = await api.get(`/api/exports/${encodeURIComponent(id)}`, { signal });
  return parseRecordAnswer(exportJobSchema, answer);
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
