import { PutCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchGet } from './batch.ts';
import { dynamo, tableName } from './client.ts';

const key = (id: string) => ({ pk: `TEST#${id}`, sk: 'TEST' });

async function putItems(count: number) {
  const ids = Array.from({ length: count }, () => ulid());
  await Promise.all(
    ids.map((id) => dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...key(id), id } }))),
  );
  return ids;
}

describe('batchGet (DynamoDB Local)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the items that exist and leaves out the missing ones', async () => {
    const ids = await putItems(3);
    const items = await batchGet([...ids, 'missing'].map(key), { consistent: true });
    expect(items.map((item) => item.id).sort()).toEqual([...ids].sort());
  });

  it('asks again for the keys DynamoDB leaves unprocessed', async () => {
    const ids = await putItems(4);
    // DynamoDB Local never throttles, so the partial answer DynamoDB gives under load is made here:
    // the first answer keeps two items back as unprocessed keys. The reads themselves are real.
    const send = dynamo.send.bind(dynamo);
    let calls = 0;
    vi.spyOn(dynamo, 'send').mockImplementation((async (command: never) => {
      const output = (await send(command)) as BatchGetCommandOutput;
      calls += 1;
      if (calls > 1) return output;
      const answered = output.Responses?.[tableName()] ?? [];
      return {
        ...output,
        Responses: { [tableName()]: answered.slice(2) },
        UnprocessedKeys: {
          [tableName()]: { Keys: answered.slice(0, 2).map((item) => key(String(item.id))) },
        },
      };
    }) as never);
    const items = await batchGet(ids.map(key), { consistent: true });
    expect(calls).toBe(2);
    expect(items.map((item) => item.id).sort()).toEqual([...ids].sort());
  });

  it('refuses more keys than one BatchGetItem takes', async () => {
    await expect(batchGet(Array.from({ length: 101 }, (_, i) => key(String(i))))).rejects.toThrow(
      'at most 100',
    );
  });
});
