/**
 * The yardstick of the cold-start bench: the smallest Hono app on Lambda that reads DynamoDB (one
 * document client, one route doing one GetItem), bundled and timed exactly like the api.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';

const endpoint = process.env.DYNAMODB_ENDPOINT;
const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint ? { endpoint } : {}));
const tableName = (JSON.parse(process.env.SST_RESOURCE_Table ?? '{}') as { name?: string }).name;

const app = new Hono().basePath('/api');
app.get('/user', async (c) => {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: { pk: 'EMPTY', sk: 'EMPTY' } }),
  );
  return c.json({ item: output.Item ?? null });
});

export const handler = handle(app);
