import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from './client.ts';
import { keyAttributes, table } from './table.ts';

/** The CreateTable request for the shared definition (used by the local stack and tests). */
export function createTableInput(name: string): CreateTableCommandInput {
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((attribute) => ({
      AttributeName: attribute,
      AttributeType: 'S',
    })),
    KeySchema: [
      { AttributeName: table.partitionKey, KeyType: 'HASH' },
      { AttributeName: table.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: Object.entries(table.globalIndexes).map(([indexName, index]) => ({
      IndexName: indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/** Creates the table (with TTL) when it does not exist yet. Local stack only; AWS uses SST. */
export async function ensureTable(): Promise<void> {
  const name = tableName();
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: name }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await dynamo.send(new CreateTableCommand(createTableInput(name)));
  await dynamo.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
    }),
  );
}
