import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { contactTokenItems } from '../contacts/search-items.ts';
import { batchPut, BATCH_WRITE_SIZE } from '../db/batch.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys, leadValueSumCounter, RECORD_SK, type RelationKind } from '../db/keys.ts';
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

/** Rewrites the search items when the stored data is older than this code; answers how many records. */
export async function ensureSearchIndex(): Promise<number> {
  const marker = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.migration(MIGRATION), ConsistentRead: true }),
  );
  if (Number(marker.Item?.version ?? 0) >= SEARCH_INDEX_VERSION) return 0;

  let records = 0;
  const sums = new Map<string, number>(leadStatuses.map((status) => [leadValueSumCounter(status), 0]));
  const pending: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
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
      }),
    );
    for (const item of page.Items ?? []) {
      const derived = derivedItems(item, sums);
      if (derived.length === 0) continue;
      records++;
      pending.push(...derived);
      while (pending.length >= BATCH_WRITE_SIZE) await batchPut(pending.splice(0, BATCH_WRITE_SIZE));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  for (const [name, value] of sums) pending.push({ ...keys.counter(name), type: 'counter', value });
  while (pending.length > 0) await batchPut(pending.splice(0, BATCH_WRITE_SIZE));

  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.migration(MIGRATION), type: 'migration', version: SEARCH_INDEX_VERSION },
    }),
  );
  return records;
}
