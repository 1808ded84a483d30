import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Resource } from 'sst';
import { countRequest } from './metrics.ts';

// One client per process, created at module scope. Locally DYNAMODB_ENDPOINT points at
// DynamoDB Local; in AWS it is unset and the SDK uses the regional endpoint.
const endpoint = process.env.DYNAMODB_ENDPOINT;

const base = new DynamoDBClient(endpoint ? { endpoint } : {});
base.middlewareStack.add(
  (next, context) => async (args) => {
    const result = await next(args);
    countRequest(context.commandName ?? 'unknown', result.output);
    return result;
  },
  { step: 'initialize', name: 'crmRequestMetrics' },
);

export const dynamo = DynamoDBDocumentClient.from(base, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

export function tableName(): string {
  return Resource.Table.name;
}
