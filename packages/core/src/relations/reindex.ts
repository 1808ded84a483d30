import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { contactTokenItems } from '../contacts/search-items.ts';
import { batchPut, BATCH_WRITE_SIZE } from '../db/batch.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys, RECORD_SK, type RelationKind } from '../db/keys.ts';
import { readMigration, saveMigration } from '../db/migration-marker.ts';
import { leadValueSumCounter } from '../db/counter-names.ts';
import { leadStatuses } from '../leads/schema.ts';
import { relationConfigs } from './config.ts';
import { sideItems } from './index-items.ts';
import { contactItemSchema } from './item.ts';
import { valueSums } from './sort-items.ts';

/**
 * Brings derived search items up to date with the code that makes them, once per version: token
 * and identity items of every lead, customer and supplier, and the token items of contact people
 * (added in version 2), the sort items and the leads' summed values per status (version 3, decision
 * 020; the sums are set, not added to). Puts only, so running it twice changes nothing. A maintenance
 * job: it scans the table, which no request path does; the local stack runs it before it serves.
 */
export const SEARCH_INDEX_VERSION = 3;
const MIGRATION = 'search-index';

const relationKinds = new Set<string>(['lead', 'customer', 'supplier']);

function derivedItems(item: Record<string, unknown>, sums: Map<string, number>): Record<string, unknown>[] {
  if (item.sk === RECORD_SK && relationKinds.has(String(item.type))) {
    const kind = item.type as RelationKind;
    const record = relationConfigs[kind].schema.parse(item);
    for (const [name, cents] of valueSums(kind, record)) sums.set(name, (sums.get(name) ?? 0) + cents);
    return sideItems(kind, record);
  }
  if (item.type === 'contact') return contactTokenItems(contactItemSchema.parse(item));
  return [];
}

export interface SearchIndexRun {
  /** Records whose search items this run wrote. */
  records: number;
  /** False when the run stopped early; the next run goes on where it stopped. */
  done: boolean;
}

export interface SearchIndexOptions {
  /** Asked after each scanned page: true ends the run there (a Lambda near its timeout). */
  shouldStop?: () => boolean;
  /** Items per scanned page (DynamoDB stops at 1 MB in any case). */
  pageSize?: number;
}

/**
 * Brings the search items up to the code's version, resumably: the marker item keeps the scan's
 * position after every page, so a run stopped by `shouldStop` (or killed) is continued by the next
 * one, and a finished upgrade is not repeated. The deploy runs it in the jobs function until it is
 * done (packages/api/src/jobs.ts); the local stack runs it to the end on every start.
 */
export async function upgradeSearchIndex(options: SearchIndexOptions = {}): Promise<SearchIndexRun> {
  const marker = await readMigration(MIGRATION);
  const version = Number(marker?.version ?? 0);
  if (version >= SEARCH_INDEX_VERSION) return { records: 0, done: true };
  const resuming = Number(marker?.upgrading ?? 0) === SEARCH_INDEX_VERSION;
  let startKey = resuming ? (marker?.cursor as Record<string, unknown> | undefined) : undefined;

  let records = 0;
  // The leads' value sums per status are counted over the whole scan; a resumed run starts from
  // the sums saved with its position.
  const saved = (resuming ? marker?.sums : undefined) as Record<string, number> | undefined;
  const sums = new Map<string, number>(
    leadStatuses.map((status) => {
      const name = leadValueSumCounter(status);
      return [name, Number(saved?.[name] ?? 0)];
    }),
  );
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type IN (:lead, :customer, :supplier, :contact)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':lead': 'lead',
          ':customer': 'customer',
          ':supplier': 'supplier',
          ':contact': 'contact',
        },
        ExclusiveStartKey: startKey,
        Limit: options.pageSize,
      }),
    );
    const pending: Record<string, unknown>[] = [];
    for (const item of page.Items ?? []) {
      const derived = derivedItems(item, sums);
      if (derived.length === 0) continue;
      records++;
      pending.push(...derived);
    }
    // The page is written in full before its position is saved: a resumed run may write some
    // items again (puts, so harmless) but never skips one.
    while (pending.length > 0) await batchPut(pending.splice(0, BATCH_WRITE_SIZE));
    startKey = page.LastEvaluatedKey;
    if (startKey) {
      await saveMarker({
        version,
        upgrading: SEARCH_INDEX_VERSION,
        cursor: startKey,
        sums: Object.fromEntries(sums),
      });
      if (options.shouldStop?.()) return { records, done: false };
    }
  } while (startKey);
  const counters = [...sums].map(([name, value]) => ({ ...keys.counter(name), type: 'counter', value }));
  while (counters.length > 0) await batchPut(counters.splice(0, BATCH_WRITE_SIZE));

  await saveMarker({ version: SEARCH_INDEX_VERSION });
  return { records, done: true };
}

/** Rewrites the search items when the stored data is older than this code; answers how many records. */
export async function ensureSearchIndex(): Promise<number> {
  let records = 0;
  for (;;) {
    const run = await upgradeSearchIndex();
    records += run.records;
    if (run.done) return records;
  }
}

const saveMarker = (fields: Record<string, unknown>) => saveMigration(MIGRATION, fields);
