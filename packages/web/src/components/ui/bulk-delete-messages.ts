import type { BulkDeleteResult } from '@crm/core/bulk/schema';
import { DELETED_MESSAGE } from './toast-store';

/** The toasts after a bulk delete: the seed's text for one item, a count for more. */
export function bulkDeleteMessages(result: BulkDeleteResult): { success?: string; error?: string } {
  const deleted = result.deleted.length;
  const failed = result.failed.length;
  return {
    ...(deleted > 0
      ? {
          success: deleted === 1 ? DELETED_MESSAGE : `${deleted} items succesvol verwijderd.`,
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
