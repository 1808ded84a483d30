/**
 * The deployed table's arguments, derived from the one table definition in @crm/core (which the
 * local stack also creates in DynamoDB Local), so both tables have the same keys, indexes and TTL.
 * Pure: stacks/storage.ts passes `tableArgs` to `sst.aws.Dynamo`; the unit test reads it too.
 */
import { table } from '@crm/core/db/table';

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  ttlAttribute: string;
  globalIndexes: Readonly<Record<string, { partitionKey: string; sortKey: string }>>;
}

/** The subset of `sst.aws.Dynamo`'s arguments a table definition decides. */
export interface DynamoTableArgs {
  fields: Record<string, 'string'>;
  primaryIndex: { hashKey: string; rangeKey: string };
  globalIndexes: Record<string, { hashKey: string; rangeKey: string }>;
  ttl: string;
}

export function dynamoArgsFrom(definition: TableDefinition): DynamoTableArgs {
  const indexes = Object.entries(definition.globalIndexes);
  const keys = [
    definition.partitionKey,
    definition.sortKey,
    ...indexes.flatMap(([, index]) => [index.partitionKey, index.sortKey]),
  ];
  return {
    // Only key attributes are declared; DynamoDB is schemaless for everything else. The TTL
    // attribute is a number on the items but is no key, so it is not listed here.
    fields: Object.fromEntries(keys.map((key) => [key, 'string' as const])),
    primaryIndex: { hashKey: definition.partitionKey, rangeKey: definition.sortKey },
    globalIndexes: Object.fromEntries(
      indexes.map(([name, index]) => [name, { hashKey: index.partitionKey, rangeKey: index.sortKey }]),
    ),
    ttl: definition.ttlAttribute,
  };
}

export const tableArgs: DynamoTableArgs = dynamoArgsFrom(table);
