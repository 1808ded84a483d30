import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from './client.ts';
import { sendTransaction } from './transaction.ts';
import { dueItemChanges, dueItems, type DueDate, type DueRecord } from './due-items.ts';

const today = '2061-03-10';

function record(): DueRecord {
  return { pk: `TESTDUE#${ulid()}`, type: 'test-due' };
}

/** The record's due items in the days used here, as `day action date`. */
async function stored(recordPk: string, days: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const day of days) {
    const output = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `DUE#${day}`, ':sk': `${recordPk}#` },
      }),
    );
    for (const item of output.Items ?? []) found.push(`${day} ${String(item.action)} ${String(item.date)}`);
  }
  return found.sort();
}

describe('dueItems', () => {
  it('puts each action under its own day, with the record, its type and the real date', () => {
    const subject = record();
    expect(dueItems(subject, [{ action: 'decide', date: '2061-04-01' }], today)).toEqual([
      {
        pk: 'DUE#2061-04-01',
        sk: `${subject.pk}#decide`,
        type: 'due',
        recordPk: subject.pk,
        recordType: 'test-due',
        action: 'decide',
        date: '2061-04-01',
      },
    ]);
  });

  it('writes a date that has passed under today, keeping the real date, so the next run acts on it', () => {
    const [item] = dueItems(record(), [{ action: 'notice-7', date: '2061-02-01' }], today);
    expect(item).toMatchObject({ pk: `DUE#${today}`, date: '2061-02-01' });
  });
});

describe('dueItemChanges (DynamoDB Local)', () => {
  const days = ['2061-03-10', '2061-04-01', '2061-04-15', '2061-05-01', '2061-06-30'];

  it('creates, moves, keeps and deletes a record’s items in its own transaction', async () => {
    const subject = record();
    const first: DueDate[] = [
      { action: 'decide', date: '2061-04-01' },
      { action: 'notice-7', date: '2061-04-15' },
      { action: 'period-end', date: '2061-06-30' },
    ];
    await sendTransaction(dueItemChanges(subject, [], first, today));
    expect(await stored(subject.pk, days)).toEqual([
      '2061-04-01 decide 2061-04-01',
      '2061-04-15 notice-7 2061-04-15',
      '2061-06-30 period-end 2061-06-30',
    ]);

    // decide moves, notice-7 is gone, period-end stays, a past date lands on today.
    const second: DueDate[] = [
      { action: 'decide', date: '2061-05-01' },
      { action: 'period-end', date: '2061-06-30' },
      { action: 'late', date: '2061-01-01' },
    ];
    const changes = dueItemChanges(subject, first, second, today);
    expect(changes.filter((change) => change.Put)).toHaveLength(2);
    expect(changes.filter((change) => change.Delete)).toHaveLength(2);
    await sendTransaction(changes);
    expect(await stored(subject.pk, days)).toEqual([
      '2061-03-10 late 2061-01-01',
      '2061-05-01 decide 2061-05-01',
      '2061-06-30 period-end 2061-06-30',
    ]);

    await sendTransaction(dueItemChanges(subject, second, [], today));
    expect(await stored(subject.pk, days)).toEqual([]);
  });

  it('changes nothing when the dates did not change', () => {
    const dates = [{ action: 'decide', date: '2061-04-01' }];
    expect(dueItemChanges(record(), dates, dates, today)).toEqual([]);
  });

  it('rewrites an item whose past date changed but whose day (today) did not', () => {
    const subject = record();
    const changes = dueItemChanges(
      subject,
      [{ action: 'late', date: '2061-01-01' }],
      [{ action: 'late', date: '2061-02-01' }],
      today,
    );
    expect(changes).toEqual([
      { Put: expect.objectContaining({ Item: expect.objectContaining({ date: '2061-02-01' }) }) },
    ]);
  });
});
