import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.ts';
import { keys } from './keys.ts';

/**
 * The marker item of a data upgrade (`MIGRATION#<name>`): the version the stored data is at, and
 * while an upgrade runs, the version it upgrades to and its position, so a stopped run is continued
 * by the next (the search index, decision 019; the contracts' sort items, decision 054).
 */
export async function readMigration(name: string): Promise<Record<string, unknown> | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.migration(name), ConsistentRead: true }),
  );
  return output.Item;
}

export async function saveMigration(name: string, fields: Record<string, unknown>): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.migration(name), type: 'migration', ...fields },
    }),
  );
}
