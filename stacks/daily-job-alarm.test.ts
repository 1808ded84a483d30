import { describe, expect, it } from 'vitest';
import { dailyJobAlarm, dailyJobMetric } from './daily-job-alarm';

// The pattern against the job's real log line, and the two days against the dashboard's warning:
// tests/integration/daily-job-alarm.test.ts.
describe('the daily job’s heartbeat alarm', () => {
  it('fires when two whole days count no completed run, or nothing at all', () => {
    expect(dailyJobAlarm).toEqual({
      statistic: 'Sum',
      period: 86_400,
      evaluationPeriods: 2,
      threshold: 1,
      comparisonOperator: 'LessThanThreshold',
      treatMissingData: 'breaching',
    });
  });

  it('stays within CloudWatch’s limit: seven days of periods at most, one day for periods under an hour', () => {
    const span = dailyJobAlarm.period * dailyJobAlarm.evaluationPeriods;
    expect(span).toBeLessThanOrEqual(dailyJobAlarm.period < 3600 ? 86_400 : 7 * 86_400);
  });

  it('keeps each stage’s metric apart', () => {
    expect(dailyJobMetric('crm', 'production')).toEqual({
      namespace: 'crm/production',
      name: 'DailyJobDone',
    });
    expect(dailyJobMetric('crm', 'pr-1').namespace).not.toBe(dailyJobMetric('crm', 'production').namespace);
  });
});
