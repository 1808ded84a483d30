import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { runDaily } from './daily.ts';
import { dailyJobHealth, STALE_AFTER_MS } from './heartbeat.ts';

// Each test keeps its job state under a name of its own: the real 'daily' state is other tests'.
const ownJob = () => `test-heartbeat-${ulid()}`;
const now = new Date('2071-06-10T06:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

async function setState(jobName: string, state: Record<string, unknown>) {
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.jobState(jobName), ...state } }),
  );
}

describe('dailyJobHealth (DynamoDB Local)', () => {
  it('is stale when the job has never completed', async () => {
    expect(await dailyJobHealth(now, ownJob())).toEqual({
      lastCompleted: null,
      completedAt: null,
      stale: true,
    });
  });

  it('is fresh up to 48 hours after the last completed run, and stale after', async () => {
    const jobName = ownJob();
    const completedAt = before(STALE_AFTER_MS);
    await setState(jobName, { type: 'job-state', lastCompleted: '2071-06-08', completedAt });
    expect(await dailyJobHealth(now, jobName)).toEqual({
      lastCompleted: '2071-06-08',
      completedAt,
      stale: false,
    });
    expect((await dailyJobHealth(new Date(now.getTime() + 1), jobName)).stale).toBe(true);
    expect((await dailyJobHealth(new Date(now.getTime() - STALE_AFTER_MS + 60_000), jobName)).stale).toBe(
      false,
    );
  });

  it('is stale when the job runs but its day stays more than two days behind (stuck at a failing day)', async () => {
    const jobName = ownJob();
    const completedAt = before(60_000);
    await setState(jobName, { lastCompleted: '2071-06-08', completedAt });
    expect((await dailyJobHealth(now, jobName)).stale).toBe(false);
    await setState(jobName, { lastCompleted: '2071-06-07', completedAt });
    expect(await dailyJobHealth(now, jobName)).toEqual({
      lastCompleted: '2071-06-07',
      completedAt,
      stale: true,
    });
  });

  it('is stale when the state does not say when the job completed', async () => {
    const jobName = ownJob();
    await setState(jobName, { lastCompleted: '2071-06-09' });
    expect(await dailyJobHealth(now, jobName)).toEqual({
      lastCompleted: '2071-06-09',
      completedAt: null,
      stale: true,
    });
    await setState(jobName, { lastCompleted: '2071-06-09', completedAt: 'not a moment' });
    expect((await dailyJobHealth(now, jobName)).stale).toBe(true);
  });

  it('reads the state the daily job writes when it completes', async () => {
    const jobName = ownJob();
    // A day far ahead, whose due partition no test writes.
    await runDaily({ today: '2099-12-30', jobName, records: new Set() });
    const health = await dailyJobHealth(new Date(), jobName);
    expect(health).toMatchObject({ lastCompleted: '2099-12-30', stale: false });
    expect(Date.now() - Date.parse(health.completedAt ?? '')).toBeLessThan(60_000);
    expect((await dailyJobHealth(new Date(Date.now() + STALE_AFTER_MS + 60_000), jobName)).stale).toBe(true);
  });
});
