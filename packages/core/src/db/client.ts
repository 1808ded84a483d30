import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Resource } from 'sst';
import { awsClientOptions, dynamoTimeouts } from './aws-options.ts';
import { requestStarted } from './metrics.ts';

// One client per process, created at module scope. Locally DYNAMODB_ENDPOINT points at
// DynamoDB Local; in AWS it is unset and the SDK uses the regional endpoint.
const endpoint = process.env.DYNAMODB_ENDPOINT;

const base = new DynamoDBClient({ ...awsClientOptions(dynamoTimeouts), ...(endpoint ? { endpoint } : {}) });
// The SDK's logger middleware copies every answer through its sensitive-data filter before
// handing it to the logger, even to the no-op logger we run with: for a 1,000-item export page
// that is a walk over every attribute for nothing (decision 030). We log no SDK traffic.
base.middlewareStack.remove('loggerMiddleware');
base.middlewareStack.add(
  (next, context) => async (args) => {
    const ended = requestStarted(context.commandName ?? 'unknown');
    try {
      const result = await next(args);
      ended(result.output);
      return result;
    } catch (error) {
      ended();
      throw error;
    }
  },
  { step: 'initialize', name: 'crmRequestMetrics' },
);

export const dynamo = DynamoDBDocumentClient.from(base, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

export function tableName(): string {
  return Resource.Table.name;
}
