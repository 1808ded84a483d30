import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDynamoDbLocal } from './dynamodb-local.ts';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function client(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'eu-west-1', credentials });
}

async function createTable(endpoint: string, name: string): Promise<void> {
  await client(endpoint).send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    }),
  );
}

async function tableNames(endpoint: string): Promise<string[]> {
  return (await client(endpoint).send(new ListTablesCommand({}))).TableNames ?? [];
}

describe('startDynamoDbLocal', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('serves DynamoDB in memory and stops', async () => {
    const dynamodb = await startDynamoDbLocal();
    await createTable(dynamodb.endpoint, 'in-memory');
    expect(await tableNames(dynamodb.endpoint)).toEqual(['in-memory']);
    await dynamodb.stop();
    await expect(fetch(dynamodb.endpoint)).rejects.toThrow();
  });

  it('keeps tables in dbPath across restarts', async () => {
    const dbPath = await mkdtemp(join(tmpdir(), 'crm-dynamodb-test-'));
    dirs.push(dbPath);
    const first = await startDynamoDbLocal({ dbPath });
    await createTable(first.endpoint, 'kept');
    await first.stop();

    const second = await startDynamoDbLocal({ dbPath });
    try {
      expect(await tableNames(second.endpoint)).toEqual(['kept']);
    } finally {
      await second.stop();
    }
    // Two JVM starts; slow on a busy machine.
  }, 60_000);

  it('refuses a port that is taken', async () => {
    const dynamodb = await startDynamoDbLocal();
    try {
      const port = Number(new URL(dynamodb.endpoint).port);
      await expect(startDynamoDbLocal({ port })).rejects.toThrow(`cannot use port ${port}: EADDRINUSE`);
    } finally {
      await dynamodb.stop();
    }
  });

  it('shows what the process printed when it cannot start', async () => {
    // Node stands in for a Java that fails: it rejects the JVM's arguments and exits.
    await expect(startDynamoDbLocal({ java: process.execPath })).rejects.toThrow(
      /did not start on port \d+: the Java process exited with 9[\s\S]*bad option: -Djava.library.path/,
    );
  });
});
