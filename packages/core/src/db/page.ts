import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { table, type IndexName } from './table.ts';

export interface Page<T> {
  items: T[];
  cursor: string | null;
}

export interface Filter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** What turns a stored item into a page's item: a zod schema, or a lighter reader (exports). */
export interface ItemReader<T> {
  parse(item: unknown): T;
}

export interface PageQuery<T> {
  index?: IndexName;
  partition: string;
  /** Only sort keys starting with this prefix. */
  sortPrefix?: string;
  /** Only sort keys before this value. */
  sortBefore?: string;
  /** Only sort keys from the first to the second value (both inclusive). */
  sortBetween?: readonly [string, string];
  limit: number;
  cursor?: string | null;
  descending?: boolean;
  schema: ItemReader<T>;
  /**
   * Only these attributes (a ProjectionExpression): less for DynamoDB to send and the SDK to
   * decode. The reader must accept items that have only these.
   */
  attributes?: readonly string[];
  /**
   * Conditions the key cannot serve. DynamoDB reads before it filters, so a filtered query reads
   * at most `readLimit` items (default twice the page size) and may answer a short page with a
   * cursor: the reads of one request stay bounded whatever the data.
   */
  filter?: Filter;
  readLimit?: number;
  /** A consistent read (the table only): what was written a moment ago shows. */
  consistent?: boolean;
}

/** A Query to its end: every page, each as DynamoDB answers it (`limit` is the page size, if any). */
export type WholeQuery<T> = Omit<PageQuery<T>, 'cursor' | 'limit'> & { limit?: number };

/** For loops that read what they need of the raw items themselves (a key, an id). */
export const rawItems: ItemReader<Record<string, unknown>> = {
  parse: (item) => item as Record<string, unknown>,
};

function keyCondition(query: WholeQuery<unknown>): { expression: string; values: Record<string, string> } {
  if (query.sortPrefix)
    return { expression: '#pk = :pk AND begins_with(#sk, :sk)', values: { ':sk': query.sortPrefix } };
  if (query.sortBefore) return { expression: '#pk = :pk AND #sk < :sk', values: { ':sk': query.sortBefore } };
  if (query.sortBetween)
    return {
      expression: '#pk = :pk AND #sk BETWEEN :sk AND :skEnd',
      values: { ':sk': query.sortBetween[0], ':skEnd': query.sortBetween[1] },
    };
  return { expression: '#pk = :pk', values: {} };
}

/**
 * A ProjectionExpression naming every attribute through a placeholder (many of ours, such as
 * `status` and `source`, are reserved words).
 */
export function projectionOf(
  attributes: readonly string[] | undefined,
): { projection: string; names: Record<string, string> } | undefined {
  if (!attributes) return undefined;
  const names = Object.fromEntries([...new Set(attributes)].map((name, i) => [`#p${i}`, name]));
  return { projection: Object.keys(names).join(', '), names };
}

/** The keys a cursor is made of: the table's, and the index's when one is read. */
function cursorKeysOf(index: IndexName | undefined): string[] {
  const keyNames = index ? table.globalIndexes[index] : table;
  return [table.partitionKey, table.sortKey, ...(index ? [keyNames.partitionKey, keyNames.sortKey] : [])];
}

function queryInput(query: WholeQuery<unknown>): QueryCommandInput {
  const keyNames = query.index ? table.globalIndexes[query.index] : table;
  const condition = keyCondition(query);
  // The keys are projected too: the cursor is made of them.
  const projection = query.attributes && projectionOf([...cursorKeysOf(query.index), ...query.attributes]);
  return {
    TableName: tableName(),
    IndexName: query.index,
    KeyConditionExpression: condition.expression,
    FilterExpression: query.filter?.expression,
    ProjectionExpression: projection?.projection,
    ExpressionAttributeNames: {
      '#pk': keyNames.partitionKey,
      ...(Object.keys(condition.values).length === 0 ? {} : { '#sk': keyNames.sortKey }),
      ...query.filter?.names,
      ...projection?.names,
    },
    ExpressionAttributeValues: {
      ':pk': query.partition,
      ...condition.values,
      ...query.filter?.values,
    },
    Limit: query.filter ? (query.readLimit ?? (query.limit && query.limit * 2)) : query.limit,
    ScanIndexForward: !query.descending,
    ConsistentRead: query.consistent,
  };
}

/** One Query, one page, with a signed cursor for the next. Items are validated, never cast. */
export async function queryPage<T>(query: PageQuery<T>): Promise<Page<T>> {
  const range = query.sortPrefix ?? query.sortBefore ?? query.sortBetween?.join('..') ?? '';
  const scope = `${query.index ?? 'table'}:${query.partition}:${range}`;
  const cursorKeys = cursorKeysOf(query.index);
  const output = await dynamo.send(
    new QueryCommand({ ...queryInput(query), ExclusiveStartKey: decodeCursor(query.cursor, scope) }),
  );
  const raw = output.Items ?? [];
  const kept = raw.slice(0, query.limit);
  let lastKey: Record<string, unknown> | undefined = output.LastEvaluatedKey;
  if (raw.length > kept.length) {
    // More matched than fit on the page: continue right after the last item shown.
    const last = kept[kept.length - 1] ?? {};
    lastKey = Object.fromEntries(cursorKeys.map((name) => [name, last[name]]));
  }
  return { items: kept.map((item) => query.schema.parse(item)), cursor: encodeCursor(lastKey, scope) };
}

/** Every page of a Query, one after the other, to its end: for work done a page at a time. */
export async function* queryPages<T>(query: WholeQuery<T>): AsyncGenerator<T[]> {
  const input = queryInput(query);
  let start: Record<string, unknown> | undefined;
  do {
    const output = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    yield (output.Items ?? []).map((item) => query.schema.parse(item));
    start = output.LastEvaluatedKey;
  } while (start);
}

/**
 * Every item a Query finds, to the last page: a small partition (users, contract types) or a
 * record's collection under one prefix (its files, a contract's conditions, read consistently).
 * Never for lists that grow with the business: those are read a page at a time.
 */
export async function queryAll<T>(query: WholeQuery<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of queryPages(query)) items.push(...page);
  return items;
}
