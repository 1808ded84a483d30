import { listPartitions } from '../db/index-keys.ts';
import { readMigration, saveMigration } from '../db/migration-marker.ts';
import { queryPage, rawItems } from '../db/page.ts';
import type { SearchIndexOptions, SearchIndexRun } from '../relations/reindex.ts';
import { allUsers } from '../users/repository.ts';
import { copiedAttributesWrite, rewriteContract, rewriteEach } from './rewrite.ts';

/**
 * Contracts stored before decision 054 have no sort items and no owner's name. This upgrade gives
 * every contract both, once: it walks the contracts by number (gsi3, an order no write changes, so
 * an edit meanwhile cannot move a contract past the walk), and writes each one as a rename's
 * refresh does: its owner's name and all its sort items, with its list copies rebuilt, in one
 * transaction conditional on the version read (an edit meanwhile is read again). Like the search
 * index (decision 019), it keeps its position in its marker after every page, so a run stopped by
 * `shouldStop` (the jobs function near its timeout) is continued by the next; a finished upgrade
 * is not repeated. Writing a contract twice (a page redone after a stop) changes nothing but its
 * version.
 */
export const CONTRACT_SORT_VERSION = 1;
const MIGRATION = 'contract-sort';
/** Contracts per page of the walk. */
const PAGE = 100;

export async function upgradeContractSortItems(options: SearchIndexOptions = {}): Promise<SearchIndexRun> {
  const marker = await readMigration(MIGRATION);
  const version = Number(marker?.version ?? 0);
  if (version >= CONTRACT_SORT_VERSION) return { records: 0, done: true };
  const resuming = Number(marker?.upgrading ?? 0) === CONTRACT_SORT_VERSION;
  let cursor = resuming && typeof marker?.cursor === 'string' ? marker.cursor : null;
  // A company has 5 to 200 staff: their names are read once per run.
  const names = new Map((await allUsers()).map((user) => [user.id, user.name]));
  let records = 0;
  do {
    const page = await queryPage({
      index: 'gsi3',
      partition: listPartitions.contractsByNumber,
      limit: options.pageSize ?? PAGE,
      cursor,
      attributes: ['id'],
      schema: rawItems,
    });
    records += await rewriteEach(
      page.items.map((item) => String(item.id)),
      (id) =>
        rewriteContract(id, (contract) =>
          copiedAttributesWrite(
            contract,
            { ownerName: names.get(contract.ownerId) },
            { sortItemsMissing: true },
          ),
        ),
    );
    cursor = page.cursor;
    if (cursor) {
      await saveMigration(MIGRATION, { version, upgrading: CONTRACT_SORT_VERSION, cursor });
      if (options.shouldStop?.()) return { records, done: false };
    }
  } while (cursor);
  await saveMigration(MIGRATION, { version: CONTRACT_SORT_VERSION });
  return { records, done: true };
}
