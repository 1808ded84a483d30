import { upgradeContractSortItems } from '../contracts/sort-backfill.ts';
import { upgradeSearchIndex, type SearchIndexOptions, type SearchIndexRun } from '../relations/reindex.ts';

/**
 * Brings stored data up to what this code reads, once per version and resumably: the search items
 * (relations/reindex.ts, decisions 008 and 020), then the contracts' owner names and sort items
 * (contracts/sort-backfill.ts, decision 054). The deploy invokes the jobs function with
 * `{ name: 'search-index' }` until it answers `done`; the local stack runs it to the end at start.
 */
export async function upgradeStoredData(options: SearchIndexOptions = {}): Promise<SearchIndexRun> {
  const search = await upgradeSearchIndex(options);
  if (!search.done) return search;
  const sorts = await upgradeContractSortItems(options);
  return { records: search.records + sorts.records, done: sorts.done };
}

/** Every upgrade to its end; answers how many records were written. */
export async function ensureStoredData(): Promise<number> {
  let records = 0;
  for (;;) {
    const run = await upgradeStoredData();
    records += run.records;
    if (run.done) return records;
  }
}
