import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../errors.ts';
import type { Actor } from './actor.ts';
import { dynamo, tableName } from './client.ts';
import { HISTORY_PREFIX } from './keys.ts';
import { statusTransition, type WithStatus } from './status.ts';
import { transact } from './transaction.ts';

type Status = 'concept' | 'verzonden' | 'geaccepteerd';
const actor: Actor = { id: 'test-actor', name: 'Test' };

async function newItem(): Promise<WithStatus<Status> & { id: string; reviewId: string }> {
  const item = {
    pk: `TEST_STATUS#${ulid()}`,
    sk: '#RECORD',
    id: ulid(),
    version: 1,
    status: 'concept' as Status,
    reviewId: 'r1',
  };
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: item }));
  return item;
}

const read = async (item: { pk: string; sk: string }) =>
  (
    await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }),
    )
  ).Item;

const historyOf = async (pk: string) =>
  (
    await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': HISTORY_PREFIX },
      }),
    )
  ).Items ?? [];

describe('status transitions (DynamoDB Local)', () => {
  it('moves the status with its history entry in one transaction, setting and removing attributes', async () => {
    const item = await newItem();
    const at = new Date().toISOString();
    await transact(
      statusTransition({
        item,
        to: 'verzonden',
        set: { sent: true, reviewId: undefined },
        actor,
        at,
        history: { recordPk: item.pk, action: 'send', subject: { type: 'test', id: item.id, label: 'Test' } },
      }),
      [],
      0,
    );
    const stored = await read(item);
    expect(stored).toMatchObject({
      status: 'verzonden',
      version: 2,
      sent: true,
      updatedAt: at,
      updatedBy: actor.id,
    });
    expect(stored?.reviewId).toBeUndefined();
    expect(await historyOf(item.pk)).toEqual([
      expect.objectContaining({
        action: 'send',
        subjectId: item.id,
        changes: [{ field: 'status', from: 'concept', to: 'verzonden' }],
      }),
    ]);
  });

  it('of two moves from one status, one happens: the other meets a changed version and writes nothing', async () => {
    const item = await newItem();
    const at = new Date().toISOString();
    const move = (to: Status) =>
      transact(
        statusTransition({
          item,
          to,
          actor,
          at,
          history: { recordPk: item.pk, action: to, subject: { type: 'test', id: item.id } },
        }),
        [],
        0,
      );
    const results = await Promise.allSettled([move('verzonden'), move('geaccepteerd')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((result) => result.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    expect(await historyOf(item.pk)).toHaveLength(1);
    expect((await read(item))?.version).toBe(2);
  });

  it('is refused when the item left the status it was read in, or a further condition fails', async () => {
    const item = await newItem();
    const at = new Date().toISOString();
    // Another writer moved the status without touching the version (a hand-built update).
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...item, status: 'geaccepteerd' } }));
    await expect(
      transact(statusTransition({ item, to: 'verzonden', actor, at }), [], 0),
    ).rejects.toBeInstanceOf(ConflictError);
    const other = await newItem();
    await expect(
      transact(
        statusTransition({
          item: other,
          to: 'verzonden',
          actor,
          at,
          condition: { expression: 'reviewId = :rid', values: { ':rid': 'r2' } },
        }),
        [],
        0,
      ),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await read(other))?.status).toBe('concept');
  });
});
