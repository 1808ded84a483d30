import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { cleanQuery, type ExportFormat } from '../lib/export-status';
import { exportJobSchema, type ExportJob } from './get-export';

export type ExportRequest = {
  /** The list's name in the API: `leads`, `customers`, `suppliers`, `users`. */
  list: string;
  format: ExportFormat;
  /** The list view's query, exactly as the list page sends it to the list's own route. */
  query: Readonly<Record<string, string | number | null | undefined>>;
};

/** Starts an export job; the answer carries its id to poll. */
export async function startExport({ list, format, query }: ExportRequest): Promise<ExportJob> {
  const answer = await api.post('/api/exports', { list, format, query: cleanQuery(query) });
  return exportJobSchema.parse(answer);
}

export function useStartExport() {
  return useMutation({ mutationFn: startExport });
}
