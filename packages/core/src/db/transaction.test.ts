import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dynamo, tableName } from './client.ts';
import { sendTransaction } from './transaction.ts';

const conflict = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

/** DynamoDB Local never cancels for a conflict, so the first answers are made here; the write is real. */
function failFirst(times: number, codes: string[]) {
  const send = dynamo.send.bind(dynamo);
  let calls = 0;
  vi.spyOn(dynamo, 'send').mockImplementation((async (command: never) => {
    calls += 1;
    if (calls <= times) throw conflict(codes);
    return send(command);
  }) as never);
  return () => calls;
}

const putItem = (pk: string) => ({ Put: { TableName: tableName(), Item: { pk, sk: 'TEST', value: 1 } } });

describe('sendTransaction (DynamoDB Local)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a transaction again that only met another one on a shared item', async () => {
    const pk = `TEST#${ulid()}`;
    const calls = failFirst(2, ['None', 'TransactionConflict']);
    await sendTransaction([putItem(pk)]);
    expect(calls()).toBe(3);
    vi.restoreAllMocks();
    const stored = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk, sk: 'TEST' } }));
    expect(stored.Item).toMatchObject({ value: 1 });
  });

  it('does not send again when a condition failed: that is a real conflict', async () => {
    const calls = failFirst(1, ['ConditionalCheckFailed', 'TransactionConflict']);
    await expect(sendTransaction([putItem(`TEST#${ulid()}`)])).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    expect(calls()).toBe(1);
  });

  it('gives up after a few tries', async () => {
    const calls = failFirst(10, ['TransactionConflict']);
    await expect(sendTransaction([putItem(`TEST#${ulid()}`)])).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    expect(calls()).toBe(5);
  });

  it('writes for real when nothing is in the way', async () => {
    const pk = `TEST#${ulid()}`;
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { pk, sk: 'OTHER' } }));
    await sendTransaction([putItem(pk)]);
    const stored = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk, sk: 'TEST' } }));
    expect(stored.Item).toMatchObject({ value: 1 });
  });
});
