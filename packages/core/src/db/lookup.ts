import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.ts';

/**
 * An item found by id alone through its gsi1 lookup keys (a contact person's or a file's partition
 * is its owner's). The index is eventually consistent: a caller that writes reads the item again.
 */
export async function findByLookup(lookup: {
  gsi1pk: string;
  gsi1sk: string;
}): Promise<Record<string, unknown> | undefined> {
  const output = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': lookup.gsi1pk, ':sk': lookup.gsi1sk },
      Limit: 1,
    }),
  );
  return output.Items?.[0];
}
