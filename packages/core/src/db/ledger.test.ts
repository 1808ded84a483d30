import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from './client.ts';
import { keys } from './keys.ts';
import { ABANDONED_CLAIM_MS, ledgerState, onceOnly, transactOnce, type LedgerEntry } from './ledger.ts';

function entry(kind = 'decision-todo'): LedgerEntry {
  return { recordPk: `TESTLEDGER#${ulid()}`, period: '2061-01-01', kind };
}

/** A stand-in for the todo the daily job creates beside its ledger item. */
function todoPut(pk: string, sk: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: { pk, sk, type: 'test-todo' },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

async function exists(pk: string, sk: string): Promise<boolean> {
  return (await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk, sk } }))).Item !== undefined;
}

describe('transactOnce: a write and its ledger item in one transaction (DynamoDB Local)', () => {
  it('writes once; a second call writes nothing', async () => {
    const ledger = entry();
    const first = `TESTTODO#${ulid()}`;
    const second = `TESTTODO#${ulid()}`;
    expect(await transactOnce(ledger, [todoPut(first, 'T')])).toBe(true);
    expect(await transactOnce(ledger, [todoPut(second, 'T')])).toBe(false);
    expect(await exists(first, 'T')).toBe(true);
    expect(await exists(second, 'T')).toBe(false);
    expect(await ledgerState(ledger)).toBe('done');
  });

  it('writes exactly one of ten writes sent at once', async () => {
    const ledger = entry();
    const todos = Array.from({ length: 10 }, () => `TESTTODO#${ulid()}`);
    const results = await Promise.all(todos.map((pk) => transactOnce(ledger, [todoPut(pk, 'T')])));
    expect(results.filter(Boolean)).toHaveLength(1);
    const written = await Promise.all(todos.map((pk) => exists(pk, 'T')));
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(written.indexOf(true)).toBe(results.indexOf(true));
  });

  it('throws a failure that is not the ledger’s, and writes neither', async () => {
    const ledger = entry();
    const taken = `TESTTODO#${ulid()}`;
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { pk: taken, sk: 'T' } }));
    await expect(transactOnce(ledger, [todoPut(taken, 'T')])).rejects.toThrow();
    expect(await ledgerState(ledger)).toBeUndefined();
  });
});

describe('onceOnly: claim, act, mark (DynamoDB Local)', () => {
  it('acts once over two calls, and marks the item sent', async () => {
    const ledger = entry('decision-mail');
    let sent = 0;
    const send = async () => {
      sent++;
    };
    expect(await onceOnly(ledger, send)).toBe(true);
    expect(await onceOnly(ledger, send)).toBe(false);
    expect(sent).toBe(1);
    expect(await ledgerState(ledger)).toBe('sent');
  });

  it('acts once when ten runs try at the same moment', async () => {
    const ledger = entry('decision-mail');
    let sent = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        onceOnly(ledger, async () => {
          sent++;
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(sent).toBe(1);
  });

  it('releases the claim when sending fails, so the next run sends', async () => {
    const ledger = entry('notice-7-mail');
    await expect(onceOnly(ledger, () => Promise.reject(new Error('SES is down')))).rejects.toThrow(
      'SES is down',
    );
    expect(await ledgerState(ledger)).toBeUndefined();
    let sent = 0;
    expect(
      await onceOnly(ledger, async () => {
        sent++;
      }),
    ).toBe(true);
    expect(sent).toBe(1);
  });

  it('leaves a claim that is still being sent alone, and retakes one abandoned by a run that died', async () => {
    const ledger = entry('decision-mail');
    const claimedAt = new Date('2061-01-01T06:00:00.000Z');
    // A run claimed the item and died before it marked it.
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.reminder(ledger.recordPk, ledger.period, ledger.kind),
          state: 'sending',
          at: claimedAt.toISOString(),
        },
      }),
    );
    let sent = 0;
    const send = async () => {
      sent++;
    };
    expect(await onceOnly(ledger, send, new Date(claimedAt.getTime() + 60_000))).toBe(false);
    expect(await onceOnly(ledger, send, new Date(claimedAt.getTime() + ABANDONED_CLAIM_MS + 1))).toBe(true);
    expect(sent).toBe(1);
    expect(await ledgerState(ledger)).toBe('sent');
  });
});
