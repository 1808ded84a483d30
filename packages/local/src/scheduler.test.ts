import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@crm/core/jobs/jobs';
import { nextDailyRun, rhythmOf, startScheduler } from './scheduler.ts';

describe('nextDailyRun: 06:00 in Amsterdam', () => {
  it.each([
    ['winter, later in the day', '2026-01-15T10:00:00Z', '2026-01-16T05:00:00.000Z'],
    ['summer, later in the day', '2026-07-15T10:00:00Z', '2026-07-16T04:00:00.000Z'],
    ['summer, before six', '2026-07-15T03:00:00Z', '2026-07-15T04:00:00.000Z'],
    ['exactly six o’clock: the next day', '2026-07-15T04:00:00Z', '2026-07-16T04:00:00.000Z'],
    ['the night summer time starts', '2026-03-28T12:00:00Z', '2026-03-29T04:00:00.000Z'],
    ['the night summer time ends', '2026-10-24T12:00:00Z', '2026-10-25T05:00:00.000Z'],
    ['new year', '2026-12-31T23:30:00Z', '2027-01-01T05:00:00.000Z'],
  ])('%s', (_, now, expected) => {
    expect(nextDailyRun(new Date(now)).toISOString()).toBe(expected);
  });
});

describe('rhythmOf: the schedule expressions of stacks/job-schedules.ts', () => {
  it.each([
    ['rate(1 hour)', { kind: 'every', ms: 3_600_000 }],
    ['rate(15 minutes)', { kind: 'every', ms: 900_000 }],
    ['rate(1 day)', { kind: 'every', ms: 86_400_000 }],
  ])('%s', (schedule, rhythm) => {
    expect(rhythmOf(schedule)).toEqual(rhythm);
  });

  it('reads a daily cron in its time zone', () => {
    expect(rhythmOf('cron(30 5 * * ? *)', 'Europe/Amsterdam')).toEqual({
      kind: 'daily',
      hour: 5,
      minute: 30,
      timeZone: 'Europe/Amsterdam',
    });
  });

  it.each([
    'rate(0 hours)',
    'rate(1 hours)',
    'rate(2 hour)',
    'rate(30 days)',
    'cron(0 6 ? * MON-FRI *)',
    'cron(0 25 * * ? *)',
    'at(2026-01-01T00:00:00)',
  ])('refuses %s, which it cannot run', (schedule) => {
    expect(() => rhythmOf(schedule)).toThrow(/schedule|rate|time of day|plural|24 days/);
  });
});

describe('nextDailyRun at another time and zone', () => {
  it.each([
    [
      'New York, winter',
      '2026-01-15T10:00:00Z',
      { hour: 5, minute: 30, timeZone: 'America/New_York' },
      '2026-01-15T10:30:00.000Z',
    ],
    [
      'New York, summer',
      '2026-07-15T10:00:00Z',
      { hour: 5, minute: 30, timeZone: 'America/New_York' },
      '2026-07-16T09:30:00.000Z',
    ],
    ['UTC', '2026-07-15T23:59:00Z', { hour: 0, minute: 0, timeZone: 'UTC' }, '2026-07-16T00:00:00.000Z'],
    // 02:30 does not exist in Amsterdam on 2026-03-29: the next day that has it.
    [
      'a time the clock change skips',
      '2026-03-28T12:00:00Z',
      { hour: 2, minute: 30, timeZone: 'Europe/Amsterdam' },
      '2026-03-30T00:30:00.000Z',
    ],
  ])('%s', (_, now, at, expected) => {
    expect(nextDailyRun(new Date(now), at).toISOString()).toBe(expected);
  });
});

describe('startScheduler', () => {
  afterEach(() => vi.useRealTimers());

  /** The jobs run, in order; the owed-mail job and the Exact sync (every 5 and 15 minutes) apart. */
  function started(runJob: (job: Job) => Promise<void> = async () => undefined) {
    const ran: string[] = [];
    const errors: string[] = [];
    const owedMail = { runs: 0 };
    const exactSync = { runs: 0 };
    const scheduler = startScheduler({
      runJob: async (job) => {
        if (job.name === 'owed-mail') owedMail.runs += 1;
        else if (job.name === 'exact-sync') exactSync.runs += 1;
        else ran.push(job.name);
        await runJob(job);
      },
      onError: (job, error) => errors.push(`${job.name}: ${String(error)}`),
    });
    return { scheduler, ran, errors, owedMail, exactSync };
  }

  it('runs the daily job at start, at 06:00 Amsterdam time, files-cleanup every hour, owed mail every five minutes and the Exact sync every fifteen', async () => {
    vi.useFakeTimers({ now: new Date('2026-07-15T10:30:00Z') });
    const { scheduler, ran, owedMail, exactSync } = started();
    await scheduler.idle();
    expect(ran).toEqual(['daily']);
    expect(owedMail.runs).toBe(0);
    expect(exactSync.runs).toBe(0);

    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(ran).toEqual(['daily', 'files-cleanup']);
    expect(owedMail.runs).toBe(12);
    expect(exactSync.runs).toBe(4);

    // 2026-07-16T04:00Z is 06:00 in Amsterdam: one minute before, the daily job has not run again.
    await vi.advanceTimersByTimeAsync(new Date('2026-07-16T03:59:00Z').getTime() - Date.now());
    expect(ran.filter((name) => name === 'daily')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ran.filter((name) => name === 'daily')).toHaveLength(2);
    expect(ran.filter((name) => name === 'files-cleanup')).toHaveLength(17);
    await scheduler.stop();
  });

  it('runs any entry of the table on its rhythm (a 15-minute job)', async () => {
    vi.useFakeTimers({ now: new Date('2026-07-15T10:30:00Z') });
    const ran: string[] = [];
    const scheduler = startScheduler({
      runJob: async (job) => {
        ran.push(job.name);
      },
      schedules: { Quarter: { schedule: 'rate(15 minutes)', event: { name: 'files-cleanup' } } },
    });
    await scheduler.idle();
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(ran).toHaveLength(4);
    await scheduler.stop();
  });

  it('goes on after a job fails', async () => {
    vi.useFakeTimers({ now: new Date('2026-07-15T10:30:00Z') });
    const { scheduler, ran, errors } = started(async (job) => {
      if (job.name === 'daily') throw new Error('DynamoDB is away');
    });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(ran).toEqual(['daily', 'files-cleanup']);
    expect(errors).toEqual(['daily: Error: DynamoDB is away']);
    await scheduler.stop();
  });

  it('stops: waits for the running job and starts none after', async () => {
    vi.useFakeTimers({ now: new Date('2026-07-15T10:30:00Z') });
    let finish: () => void = () => undefined;
    let finished = false;
    const { scheduler, ran } = started(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
    );
    const stopping = scheduler.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(48 * 60 * 60_000);
    expect(ran).toEqual(['daily']);
  });
});
