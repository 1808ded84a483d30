import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from './client.ts';
import { claimLease, leaseHeld, releaseLease, renewLease } from './lease.ts';
import { sendTransaction } from './transaction.ts';

const MS = 60_000;
const lockKey = () => ({ pk: `TEST_LEASE#${ulid()}`, sk: '#LOCK' });
const stored = async (key: { pk: string; sk: string }) =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

describe('leases (DynamoDB Local)', () => {
  it('gives one holder at a time: a live lease is refused, a renewed one holds another term', async () => {
    const key = lockKey();
    const now = Date.now();
    const first = await claimLease(key, { ms: MS, now });
    expect(first).toBeDefined();
    expect(await claimLease(key, { ms: MS, now: now + MS - 1 })).toBeUndefined();
    expect(await renewLease(first!, now + MS - 1)).toEqual(first);
    expect(await claimLease(key, { ms: MS, now: now + MS + 1 })).toBeUndefined();
    expect(await stored(key)).toMatchObject({ claimId: first?.id, claimedAt: now + MS - 1 });
  });

  it('takes a stale lease over; the old holder can then neither renew, release nor write under it', async () => {
    const key = lockKey();
    const now = Date.now();
    const crashed = (await claimLease(key, { ms: MS, now }))!;
    const next = await claimLease(key, { ms: MS, now: now + MS + 1 });
    expect(next).toBeDefined();
    expect(next?.id).not.toBe(crashed.id);

    expect(await renewLease(crashed, now + MS + 2)).toBeUndefined();
    await releaseLease(crashed);
    expect(await stored(key)).toMatchObject({ claimId: next?.id, claimedAt: now + MS + 1 });
    await expect(
      sendTransaction([
        {
          Update: {
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET done = :yes',
            ...withYes(leaseHeld(crashed)),
          },
        },
      ]),
    ).rejects.toThrow();
    await sendTransaction([
      {
        Update: {
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET done = :yes',
          ...withYes(leaseHeld(next!)),
        },
      },
    ]);
    expect(await stored(key)).toMatchObject({ done: true });
  });

  it('is free again once released by its holder', async () => {
    const key = lockKey();
    const lease = (await claimLease(key, { ms: MS }))!;
    await releaseLease(lease);
    const item = await stored(key);
    expect(item?.claimId).toBeUndefined();
    expect(await claimLease(key, { ms: MS })).toBeDefined();
  });

  it('claims only where its condition holds', async () => {
    const key = lockKey();
    expect(await claimLease(key, { ms: MS, condition: 'attribute_exists(pk)' })).toBeUndefined();
    expect(await stored(key)).toBeUndefined();
  });
});

function withYes(held: ReturnType<typeof leaseHeld>) {
  return { ...held, ExpressionAttributeValues: { ...held.ExpressionAttributeValues, ':yes': true } };
}
