import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { dynamo, tableName } from './client.ts';
import type { Key } from './keys.ts';

/**
 * The record of a background job (an export, an import): its status moves only from the expected
 * one (and only when `when` holds, e.g. not stale yet), so a job runs once even if it is delivered
 * twice and a finished job is never reopened. Sets `changes` and `updatedAt`; answers the updated
 * record, or undefined when it was not in the expected status.
 */
export async function moveJobRecord<T>(
  key: Key,
  from: string,
  changes: Record<string, unknown>,
  schema: z.ZodType<T>,
  when?: { expression: string; names: Record<string, string>; values: Record<string, unknown> },
): Promise<T | undefined> {
  const fields = { ...changes, updatedAt: new Date().toISOString() };
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  try {
    const output = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND #status = :from${when ? ` AND ${when.expression}` : ''}`,
        ExpressionAttributeNames: {
          '#status': 'status',
          ...when?.names,
          ...Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field])),
        },
        ExpressionAttributeValues: {
          ':from': from,
          ...when?.values,
          ...Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return schema.parse(output.Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
