import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { dynamo, tableName } from './client.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { table, type IndexName } from './table.ts';

export interface Page<T> {
  items: T[];
  cursor: string | null;
}

export interface PageQuery<T> {
  index?: IndexName;
  partition: string;
  /** Only sort keys starting with this prefix. */
  sortPrefix?: string;
  limit: number;
  cursor?: string | null;
  descending?: boolean;
  schema: z.ZodType<T>;
}

/**
 * One Query, one page: reads at most `limit` items of one partition and answers a signed cursor
 * for the next page. Items are validated against the entity's schema, never cast.
 */
export async function queryPage<T>(query: PageQuery<T>): Promise<Page<T>> {
  const keyNames = query.index ? table.globalIndexes[query.index] : table;
  const scope = `${query.index ?? 'table'}:${query.partition}:${query.sortPrefix ?? ''}`;
  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: query.index,
    KeyConditionExpression: query.sortPrefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
    ExpressionAttributeNames: {
      '#pk': keyNames.partitionKey,
      ...(query.sortPrefix ? { '#sk': keyNames.sortKey } : {}),
    },
    ExpressionAttributeValues: {
      ':pk': query.partition,
      ...(query.sortPrefix ? { ':prefix': query.sortPrefix } : {}),
    },
    Limit: query.limit,
    ScanIndexForward: !query.descending,
    ExclusiveStartKey: decodeCursor(query.cursor, scope),
  };
  const output = await dynamo.send(new QueryCommand(input));
  const items = (output.Items ?? []).map((item) => query.schema.parse(item));
  return { items, cursor: encodeCursor(output.LastEvaluatedKey, scope) };
}
