import type { BulkDeleteResult } from '@crm/core/bulk/schema';
import { z } from 'zod';
import { api } from './api';

const bulkDeleteResultSchema = z.object({
  deleted: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), message: z.string() })),
});

/** Deletes the items of one list (`/api/leads`, …) as last seen; the answer says what stayed and why. */
export async function bulkDelete(
  listPath: string,
  items: readonly { id: string; version: number }[],
): Promise<BulkDeleteResult> {
  const answer = await api.post(`${listPath}/bulk-delete`, {
    items: items.map(({ id, version }) => ({ id, version })),
  });
  return bulkDeleteResultSchema.parse(answer);
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
