/**
 * The daily job's heartbeat in AWS (decision 040): a metric filter counts the line the job logs
 * when a run completes, and an alarm tells the alarm topic when two days pass without one. Pure
 * data, so the unit test checks the pattern against the line the job really writes; jobs.ts makes
 * the resources.
 */

/**
 * A phrase, not a JSON selector: the jobs function logs in Lambda's JSON format, which wraps each
 * line the app writes as a string in its own `message` field
 * (`{"level":"INFO",…,"message":"{\"level\":\"info\",\"message\":\"daily job done\",…}"}`), so
 * `{ $.message = "daily job done" }` would never match and the alarm would always fire. The
 * phrase matches the line wrapped or not.
 */
export const dailyJobDonePattern = '"daily job done"';

/** The metric the filter counts into, one per stage. */
export const dailyJobMetric = (app: string, stage: string) => ({
  namespace: `${app}/${stage}`,
  name: 'DailyJobDone',
});

/**
 * Fires when two whole days count no completed run. No data at all (the job never ran, or its
 * log group is gone) is breaching too: silence is what this alarm is for.
 */
export const dailyJobAlarm = {
  statistic: 'Sum',
  period: 86_400,
  evaluationPeriods: 2,
  threshold: 1,
  comparisonOperator: 'LessThanThreshold',
  treatMissingData: 'breaching',
} as const;
