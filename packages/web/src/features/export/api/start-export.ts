import { parseRecordAnswer } from '@crm/core/db/record';
import { exportJobSchema, type ExportFormat, type ExportJob } from '@crm/core/export/public';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { cleanQuery } from '../lib/export-status';

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
  return parseRecordAnswer(exportJobSchema, answer);
}

export function useStartExport() {
  return useMutation({ mutationFn: startExport });
}
