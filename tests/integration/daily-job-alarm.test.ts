import { runDaily } from '@crm/core/deadlines/daily';
import { STALE_AFTER_MS } from '@crm/core/deadlines/heartbeat';
import { ulid } from 'ulid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyJobAlarm, dailyJobDonePattern } from '../../stacks/daily-job-alarm.ts';

// The AWS heartbeat (stacks/daily-job-alarm.ts) against what the daily job really logs, and
// against the dashboard's warning (decision 040).

/** The line one completed run of the daily job logs, as the job itself writes it. */
async function doneLine(): Promise<string> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  vi.stubEnv('LOG_LEVEL', 'info');
  // A job state of this test's own, on a day whose due partition no test writes.
  await runDaily({ today: '2099-12-31', jobName: `test-alarm-${ulid()}`, records: new Set() });
  const done = lines.filter((line) => line.includes('"message":"daily job done"'));
  expect(done).toHaveLength(1);
  return done[0] ?? '';
}

/** How Lambda's JSON log format (the jobs function's) stores a line the app writes. */
const asLambdaJson = (line: string) =>
  JSON.stringify({ timestamp: new Date().toISOString(), level: 'INFO', requestId: ulid(), message: line });

/** A CloudWatch Logs term pattern of one quoted phrase matches an event that contains the phrase. */
const matchesPhrase = (pattern: string, event: string) => event.includes(JSON.parse(pattern) as string);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the daily job’s heartbeat alarm', () => {
  it('counts the line a completed run logs, as Lambda stores it and as it is written', async () => {
    const line = await doneLine();
    const stored = asLambdaJson(line);
    expect(matchesPhrase(dailyJobDonePattern, stored)).toBe(true);
    expect(matchesPhrase(dailyJobDonePattern, line)).toBe(true);
    // Why a phrase: Lambda keeps the app's line as a string, so a selector on $.message cannot see it.
    expect((JSON.parse(stored) as { message: unknown }).message).not.toBe('daily job done');
  });

  it('fires after as long without a completed run as the dashboard warns after', () => {
    expect(dailyJobAlarm.period * dailyJobAlarm.evaluationPeriods * 1000).toBe(STALE_AFTER_MS);
  });
});
