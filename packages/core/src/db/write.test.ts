import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../errors.ts';
import { createUser, getUser } from '../users/repository.ts';
import type { UserItem } from '../users/schema.ts';
import { dynamo, tableName } from './client.ts';
import { HISTORY_PREFIX, keys } from './keys.ts';
import { type Actor } from './actor.ts';
import { MAX_TRANSACTION_ITEMS } from './transaction.ts';
import { conditionGuard, createRecord, deleteRecord, updateRecord } from './write.ts';

const actor: Actor = { id: 'test-actor', name: 'Test' };
const uniqueEmail = () => `user-${ulid().toLowerCase()}@example.nl`;

async function historyOf(pk: string) {
  const output = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': HISTORY_PREFIX },
    }),
  );
  return output.Items ?? [];
}

describe('versioned records (DynamoDB Local)', () => {
  it('creates a record at version 1 with a history item in the same partition', async () => {
    const user = await createUser(
      { name: 'Anna', email: uniqueEmail(), role: 'medewerker', passwordHash: null },
      actor,
    );
    expect(user.version).toBe(1);
    const history = await historyOf(user.pk);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create', actorId: actor.id });
    expect(history[0]?.changes).toContainEqual({ field: 'name', from: null, to: 'Anna' });
  });

  it('refuses a stale edit and overwrites nothing', async () => {
    const user = await createUser(
      { name: 'Bram', email: uniqueEmail(), role: 'medewerker', passwordHash: null },
      actor,
    );
    const first = await updateRecord<UserItem>({
      current: user,
      expectedVersion: 1,
      changes: { name: 'Bram de Vries' },
      actor,
    });
    expect(first.version).toBe(2);
    // A second editor still holds version 1.
    await expect(
      updateRecord<UserItem>({ current: user, expectedVersion: 1, changes: { name: 'Bram Jansen' }, actor }),
    ).rejects.toBeInstanceOf(ConflictError);
    const stored = await getUser(user.id);
    expect(stored?.name).toBe('Bram de Vries');
    expect(stored?.version).toBe(2);
  });

  it('refuses a write whose read was stale even when the caller claims the right version', async () => {
    const user = await createUser(
      { name: 'Cor', email: uniqueEmail(), role: 'medewerker', passwordHash: null },
      actor,
    );
    await updateRecord<UserItem>({ current: user, expectedVersion: 1, changes: { name: 'Cor 2' }, actor });
    await expect(
      updateRecord<UserItem>({
        current: user,
        expectedVersion: user.version,
        changes: { name: 'Cor 3' },
        actor,
      }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await getUser(user.id))?.name).toBe('Cor 2');
  });

  it('records who changed which field from what to what', async () => {
    const user = await createUser(
      { name: 'Dirk', email: uniqueEmail(), role: 'medewerker', passwordHash: null },
      actor,
    );
    await updateRecord<UserItem>({
      current: user,
      expectedVersion: 1,
      changes: { role: 'alleen_lezen', passwordHash: 'secret' },
      actor,
    });
    const history = await historyOf(user.pk);
    const update = history.find((item) => item.action === 'update');
    expect(update?.changes).toEqual([
      { field: 'passwordHash', from: '••••', to: '••••' },
      { field: 'role', from: 'medewerker', to: 'alleen_lezen' },
    ]);
  });

  it('keeps e-mail addresses unique through a marker item, whatever the letter case', async () => {
    const email = uniqueEmail();
    await createUser({ name: 'Eva', email, role: 'medewerker', passwordHash: null }, actor);
    const attempt = createUser(
      { name: 'Eva 2', email: email.toUpperCase(), role: 'medewerker', passwordHash: null },
      actor,
    );
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      errors: { email: [expect.stringContaining('e-mailadres')] },
    });
  });

  it('lets only one of many concurrent creates with the same e-mail succeed', async () => {
    const email = uniqueEmail();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        createUser({ name: `Gelijk ${i}`, email, role: 'medewerker', passwordHash: null }, actor),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const marker = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userEmail(email).pk },
      }),
    );
    expect(marker.Items).toHaveLength(1);
  });

  it('refuses a change too large for one transaction with a Dutch 422 and writes nothing', async () => {
    const id = ulid();
    const key = { pk: `TEST#${id}`, sk: 'RECORD' };
    const guards = Array.from({ length: MAX_TRANSACTION_ITEMS }, (_, n) => ({
      item: {
        ConditionCheck: {
          TableName: tableName(),
          Key: { pk: `TEST#${id}#${n}`, sk: 'X' },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      error: new ConflictError(),
    }));
    const refused = createRecord({ key, id, data: { type: 'test', name: 'Te groot' }, actor, guards });
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      status: 422,
      errors: { _: [expect.stringContaining('te groot om in één keer op te slaan')] },
    });
    const stored = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': key.pk },
      }),
    );
    expect(stored.Items).toEqual([]);
  });

  it('lets a delete guard refuse a deletion inside its transaction, and nothing is deleted', async () => {
    const user = await createUser(
      { name: 'Gerrit', email: uniqueEmail(), role: 'medewerker', passwordHash: null },
      actor,
    );
    // Stands in for "this record still has contracts": an item the guard requires to be absent.
    const blocker = { pk: `test#in-use#${user.id}`, sk: 'x' };
    const refusal = new ConflictError('Deze gebruiker is nog in gebruik.');
    const inUse = conditionGuard(blocker, { ConditionExpression: 'attribute_not_exists(pk)' }, refusal);
    try {
      await dynamo.send(new PutCommand({ TableName: tableName(), Item: blocker }));
      await expect(deleteRecord({ current: user, expectedVersion: 1, actor, guards: [inUse] })).rejects.toBe(
        refusal,
      );
      expect(await getUser(user.id)).toMatchObject({ id: user.id, version: 1 });
      expect(await historyOf(user.pk)).toHaveLength(1);

      await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: blocker }));
      await deleteRecord({ current: user, expectedVersion: 1, actor, guards: [inUse] });
      expect(await getUser(user.id)).toBeUndefined();
    } finally {
      await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: blocker }));
    }
  });
});
