/**
 * The empty app plus the libraries the design card puts on every request of ours: zod (the
 * environment is checked with it at start-up, and every input and stored item goes through it)
 * and jose (every signed-in request verifies a JWT). Bundled and timed like the api and the empty
 * app, it shows how much of the init budget those libraries take before any code of ours runs.
 */
import { createHmac } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import { jwtVerify } from 'jose';
import * as z from 'zod';
import { nl } from 'zod/locales';

// As core does (packages/core/src/validation/fields.ts): Dutch messages, only this locale bundled.
z.config(nl());

const environment = z
  .object({
    DYNAMODB_ENDPOINT: z.string().optional(),
    SST_RESOURCE_Table: z.string().default('{}'),
    SST_RESOURCE_JwtSecret: z.string().default('{}'),
  })
  .parse(process.env);
const endpoint = environment.DYNAMODB_ENDPOINT;
const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint ? { endpoint } : {}));
const tableName = (JSON.parse(environment.SST_RESOURCE_Table) as { name?: string }).name;
// The access token's key, derived as core derives it (packages/core/src/auth/secret-keys.ts).
const jwtSecret = (JSON.parse(environment.SST_RESOURCE_JwtSecret) as { value?: string }).value ?? '';
const key = new Uint8Array(createHmac('sha256', jwtSecret).update('crm:access-token').digest());

const app = new Hono().basePath('/api');
app.get('/user', async (c) => {
  const token = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }).catch(() => ({ payload: null }));
  if (!payload?.sub) return c.json({ message: 'Niet ingelogd.' }, 401);
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: { pk: `USER#${payload.sub}`, sk: '#RECORD' } }),
  );
  return c.json({ user: output.Item ?? null });
});

export const handler = handle(app);
