import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { addDays } from '../nl/date.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { sendTransaction } from '../db/transaction.ts';
import { jobSchema, runJob } from '../jobs/jobs.ts';
import { daysToRun, runDaily } from './daily.ts';
import { dueItemChanges, type DueItem } from '../db/due-items.ts';
import { registerDueHandler } from './handlers.ts';
import { onceOnly } from '../db/ledger.ts';

/** A record type of this test's own, whose handler notes what it saw and then does `act`. */
function testType(act: (item: DueItem) => Promise<void> = async () => undefined) {
  const type = `test-daily-${ulid()}`;
  const seen: { item: DueItem; today: string }[] = [];
  registerDueHandler(type, async (item, today) => {
    seen.push({ item, today });
    await act(item);
  });
  return { type, seen };
}

/** This file's records: its runs hand over only these (the table and its contracts are shared). */
const records = new Set<string>();

async function writeDue(type: string, dates: { action: string; date: string }[], today: string) {
  const record = { pk: `TESTDAILY#${ulid()}`, type };
  records.add(record.pk);
  await sendTransaction(dueItemChanges(record, [], dates, today));
  return record;
}

async function setCompleted(jobName: string, day: string) {
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.jobState(jobName), lastCompleted: day } }),
  );
}

async function completed(jobName: string): Promise<unknown> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.jobState(jobName) }));
  return output.Item?.lastCompleted;
}

describe('daysToRun', () => {
  it('runs today alone on the first run, and again when today is not after the last run', () => {
    expect(daysToRun('2071-05-10', undefined)).toEqual(['2071-05-10']);
    expect(daysToRun('2071-05-10', '2071-05-10')).toEqual(['2071-05-10']);
    expect(daysToRun('2071-05-10', '2071-05-12')).toEqual(['2071-05-10']);
  });

  it('catches up from the last completed day (inclusive) over a month end', () => {
    expect(daysToRun('2071-03-02', '2071-02-27')).toEqual([
      '2071-02-27',
      '2071-02-28',
      '2071-03-01',
      '2071-03-02',
    ]);
  });

  it('reads every day back to the last completed one, however long ago (no silent limit)', () => {
    const days = daysToRun('2071-12-31', '2070-01-01');
    expect(days).toHaveLength(730);
    expect(days[0]).toBe('2070-01-01');
    expect(days.at(-1)).toBe('2071-12-31');
    expect(new Set(days).size).toBe(days.length);
    expect(days[1]).toBe(addDays('2070-01-01', 1));
  });
});

describe('runDaily (DynamoDB Local)', () => {
  it('acts on the days it missed, with today’s date, each record once, and records today as completed', async () => {
    const { type, seen } = testType();
    const jobName = `test-${ulid()}`;
    const before = await writeDue(type, [{ action: 'before-last-run', date: '2071-05-01' }], '2071-04-01');
    const record = await writeDue(
      type,
      [
        { action: 'decide', date: '2071-05-03' },
        { action: 'notice-7', date: '2071-05-05' },
        { action: 'tomorrow', date: '2071-05-06' },
      ],
      '2071-04-01',
    );
    await setCompleted(jobName, '2071-05-02');

    const run = await runDaily({ today: '2071-05-05', jobName, records });

    expect(run.days).toEqual(['2071-05-02', '2071-05-03', '2071-05-04', '2071-05-05']);
    // Handed over once, at its first due item: the handler acts on all its dates as they are today.
    expect(seen.map(({ item }) => [item.recordPk, item.action])).toEqual([[record.pk, 'decide']]);
    expect(seen.every(({ today }) => today === '2071-05-05')).toBe(true);
    expect(seen.some(({ item }) => item.recordPk === before.pk)).toBe(false);
    expect(await completed(jobName)).toBe('2071-05-05');
  });

  it('reads back 300 days after an outage, and a dry run records nothing', async () => {
    const { type, seen } = testType();
    const jobName = `test-${ulid()}`;
    const record = await writeDue(type, [{ action: 'decide', date: '2072-01-10' }], '2072-01-01');
    await setCompleted(jobName, '2072-01-05');

    const dry = await runDaily({ today: '2072-11-01', jobName, dryRun: true, records });
    expect(dry.days).toHaveLength(302);
    expect(seen.map(({ item }) => item.recordPk)).toEqual([record.pk]);
    expect(await completed(jobName)).toBe('2072-01-05');

    await runDaily({ today: '2072-11-01', jobName, records });
    expect(seen).toHaveLength(2);
    expect(await completed(jobName)).toBe('2072-11-01');
  });

  it('does not move the state back when an older run ends later', async () => {
    const jobName = `test-${ulid()}`;
    await setCompleted(jobName, '2071-06-10');
    await runDaily({ today: '2071-06-08', jobName, records });
    expect(await completed(jobName)).toBe('2071-06-10');
  });

  it('acts once when two runs overlap, through the ledger', async () => {
    let mails = 0;
    const { type, seen } = testType(async (item) => {
      await onceOnly({ recordPk: item.recordPk, period: item.date, kind: item.action }, async () => {
        mails++;
      });
    });
    const jobName = `test-${ulid()}`;
    await writeDue(type, [{ action: 'decide', date: '2071-07-01' }], '2071-06-01');
    await setCompleted(jobName, '2071-06-30');

    await Promise.all([
      runDaily({ today: '2071-07-01', jobName, records }),
      runDaily({ today: '2071-07-01', jobName, records }),
    ]);
    await runDaily({ today: '2071-07-01', jobName, records });

    expect(seen).toHaveLength(3);
    expect(mails).toBe(1);
  });

  it('goes on after a failing handler, and reads the failed day again on the next run', async () => {
    const { type, seen } = testType(async (item) => {
      if (item.action === 'broken') throw new Error('the record cannot be read');
    });
    const jobName = `test-${ulid()}`;
    for (const [action, date] of [
      ['broken', '2071-08-02'],
      ['fine-same-day', '2071-08-02'],
      ['fine-next-day', '2071-08-03'],
    ] as const) {
      await writeDue(type, [{ action, date }], '2071-07-01');
    }
    await setCompleted(jobName, '2071-08-01');

    const run = await runDaily({ today: '2071-08-03', jobName, records });

    expect(run.failed).toBe(1);
    expect(seen.map(({ item }) => item.action).sort()).toEqual(['broken', 'fine-next-day', 'fine-same-day']);
    expect(await completed(jobName)).toBe('2071-08-02');
    expect((await runDaily({ today: '2071-08-03', jobName, records })).days).toEqual([
      '2071-08-02',
      '2071-08-03',
    ]);
  });

  it('reads a day of more than one page', async () => {
    const { type, seen } = testType();
    const jobName = `test-${ulid()}`;
    // About 400 bytes each: 3,000 of them are more than one 1 MB page.
    const filler = 'x'.repeat(300);
    const day = '2071-09-09';
    await setCompleted(jobName, day);
    for (let index = 0; index < 3000; index++) records.add(`TESTDAILY#${index}`);
    const writes = Array.from({ length: 3000 }, (_, index) => ({
      PutRequest: {
        Item: {
          ...keys.due(day, `TESTDAILY#${index}`, 'page'),
          type: 'due',
          recordPk: `TESTDAILY#${index}`,
          recordType: type,
          action: 'page',
          date: day,
          filler,
        },
      },
    }));
    for (let start = 0; start < writes.length; start += 25) {
      let requests = writes.slice(start, start + 25);
      while (requests.length > 0) {
        const output = await dynamo.send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
        );
        requests = (output.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
    }
    await runDaily({ today: day, jobName, records });
    expect(seen).toHaveLength(3000);
  }, 120_000);
});

describe('the daily job’s payload', () => {
  it('accepts a day to run for and refuses what is not a calendar date', async () => {
    expect(jobSchema.safeParse({ name: 'daily', today: '2027-09-02' }).success).toBe(true);
    expect(jobSchema.safeParse({ name: 'daily' }).success).toBe(true);
    await expect(runJob({ name: 'daily', today: '2027-02-30' })).rejects.toThrow();
    await expect(runJob({ name: 'daily', today: '02-09-2027' })).rejects.toThrow();
  });
});
