/**
 * The jobs function's schedules (EventBridge Scheduler through `sst.aws.CronV2`), as plain data so
 * a test can check each event against the jobs the function accepts
 * (tests/integration/job-schedules.test.ts).
 * The local stack runs the same jobs on the same rhythm (packages/local/src/scheduler.ts).
 */
export const jobSchedules = {
  // Objects of deleted files that could not be deleted at once (files/cleanup.ts), retried hourly.
  FilesCleanup: { schedule: 'rate(1 hour)', event: { name: 'files-cleanup' } },
  // The deadlines engine's daily job (decision 024): 06:00 in the Netherlands, summer and winter
  // time alike. It catches up on days it missed and its ledger makes each action happen once, so a
  // late or repeated invocation does no harm.
  Daily: { schedule: 'cron(0 6 * * ? *)', timezone: 'Europe/Amsterdam', event: { name: 'daily' } },
} as const;
