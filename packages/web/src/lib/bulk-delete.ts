import { BULK_DELETE_MAX, type BulkDeleteResult } from '@crm/core/bulk/schema';
import { z } from 'zod';
import { api } from './api';

const bulkDeleteResultSchema = z.object({
  deleted: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), message: z.string() })),
});

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

/** The toasts after a bulk delete: the seed's text for one item, a count for more. */
export function bulkDeleteMessages(result: BulkDeleteResult): { success?: string; error?: string } {
  const deleted = result.deleted.length;
  const failed = result.failed.length;
  return {
    ...(deleted > 0
      ? {
          success: deleted === 1 ? 'Item succesvol verwijderd.' : `${deleted} items succesvol verwijderd.`,
        }
      : {}),
    ...(failed > 0
      ? {
          error: `${failed === 1 ? '1 item is' : `${failed} items zijn`} niet verwijderd: ${
            result.failed[0]?.message ?? ''
          }${failed > 1 ? ' (en meer)' : ''}`,
        }
      : {}),
  };
}
