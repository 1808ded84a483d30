import { BULK_DELETE_MAX, bulkDeleteResultSchema, type BulkDeleteResult } from '@crm/core/bulk/schema';
import { api } from './api';

/**
 * Deletes the items of one list (`/api/leads`, …) as last seen, at most 100 a request (more rows
 * can be ticked after "Meer laden"); the answer says what stayed and why.
 */
export async function bulkDelete(
  listPath: string,
  items: readonly { id: string; version: number }[],
): Promise<BulkDeleteResult> {
  const result: BulkDeleteResult = { deleted: [], failed: [] };
  for (let start = 0; start < items.length; start += BULK_DELETE_MAX) {
    const batch = items.slice(start, start + BULK_DELETE_MAX).map(({ id, version }) => ({ id, version }));
    const answer = bulkDeleteResultSchema.parse(await api.post(`${listPath}/bulk-delete`, { items: batch }));
    result.deleted.push(...answer.deleted);
    result.failed.push(...answer.failed);
  }
  return result;
}
