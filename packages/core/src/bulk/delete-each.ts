import { DomainError } from '../errors.ts';
import { log } from '../log.ts';
import type { BulkDeleteInput, BulkDeleteResult } from './schema.ts';

/** Deletes running at once: each is a transaction of its own, with its counters and history. */
const CONCURRENCY = 4;

const UNEXPECTED = 'Verwijderen is niet gelukt. Probeer het opnieuw.';

/**
 * A bulk delete: every item through the same delete as one at a time (its version, guards and
 * checks), a few at once. One that cannot be deleted (changed meanwhile, already gone, still in use)
 * stays, with its reason; the others are deleted. The answer says which is which.
 */
export async function deleteEach(
  items: BulkDeleteInput['items'],
  remove: (id: string, version: number) => Promise<unknown>,
): Promise<BulkDeleteResult> {
  const result: BulkDeleteResult = { deleted: [], failed: [] };
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
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
        result.failed.push({
          id: item.id,
          message: error instanceof DomainError ? error.message : UNEXPECTED,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  // In the order asked, whatever order the deletes finished in.
  const order = new Map(items.map((item, index) => [item.id, index]));
  const byOrder = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
  result.deleted.sort(byOrder);
  result.failed.sort((a, b) => byOrder(a.id, b.id));
  return result;
}
