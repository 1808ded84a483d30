import { DomainError } from '../errors.ts';
import { log } from '../log.ts';
import type { BulkDeleteInput, BulkDeleteResult } from './schema.ts';

const UNEXPECTED = 'Verwijderen is niet gelukt. Probeer het opnieuw.';

/**
 * A bulk delete: every item through the same delete as one at a time (its version, guards and
 * checks), one after another, since each one's transaction moves the same list counters. One that
 * cannot be deleted (changed meanwhile, already gone, still in use) stays, with its reason; the
 * others are deleted. The answer says which is which, in the order asked.
 */
export async function deleteEach(
  items: BulkDeleteInput['items'],
  remove: (id: string, version: number) => Promise<unknown>,
): Promise<BulkDeleteResult> {
  const result: BulkDeleteResult = { deleted: [], failed: [] };
  for (const item of items) {
    try {
      await remove(item.id, item.version);
      result.deleted.push(item.id);
    } catch (error) {
      if (!(error instanceof DomainError)) {
        log('error', 'bulk delete of one item failed', {
          id: item.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      result.failed.push({ id: item.id, message: error instanceof DomainError ? error.message : UNEXPECTED });
    }
  }
  return result;
}
