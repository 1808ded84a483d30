import * as z from 'zod';
import { versionField } from '../validation/fields.ts';

/** Items deleted at most in one bulk delete: one list page and then some. Browser-safe. */
export const BULK_DELETE_MAX = 100;

/** Which records to delete, each with the version the user saw (a newer one is not deleted). */
export const bulkDeleteSchema = z.object({
  items: z
    .array(z.object({ id: z.string().trim().min(1).max(40), version: versionField }), {
      error: 'Kies de items die je wilt verwijderen.',
    })
    .min(1, 'Kies minstens één item om te verwijderen.')
    .max(BULK_DELETE_MAX, `Verwijder hoogstens ${BULK_DELETE_MAX} items tegelijk.`)
    .refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      'Kies elk item één keer.',
    ),
});
export type BulkDeleteInput = z.infer<typeof bulkDeleteSchema>;

/** The answer of a bulk delete; the SPA parses it with this schema. */
export const bulkDeleteResultSchema = z.object({
  /** The ids deleted. */
  deleted: z.array(z.string()),
  /** The items left in place, each with the reason in Dutch (changed meanwhile, gone, not allowed). */
  failed: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;
