/**
 * The jobs function's schedules, the one table both runtimes read: SST makes an EventBridge
 * Scheduler schedule (`sst.aws.CronV2`) of each entry in stacks/jobs.ts, and the local stack's
 * scheduler (packages/local/src/scheduler.ts) runs the same jobs on the same rhythm. A new rhythm is
 * one entry here. Plain data, so tests check each event against the jobs the function accepts
 * (tests/integration/job-schedules.test.ts) and that the local scheduler understands each
 * expression. The local scheduler reads `rate(N minutes|hours|days)` and daily
 * `cron(M H * * ? *)` expressions (with `timezone`).
 */
export const jobSchedules = {
  // Objects of deleted files that could not be deleted at once (files/cleanup.ts), retried hourly.
  FilesCleanup: { schedule: 'rate(1 hour)', event: { name: 'files-cleanup' } },
  // Mail the app owes that could not be delivered at once (mail/owed.ts), retried until it is sent.
  OwedMail: { schedule: 'rate(5 minutes)', event: { name: 'owed-mail' } },
  // The Exact Online sync (decision 051): pull, then push what waits. A run that finds another
  // holding the division's lease ends at once; one stopped by Exact's limits goes on next time.
  ExactSync: { schedule: 'rate(15 minutes)', event: { name: 'exact-sync' } },
  // The deadlines engine's daily job (decision 024): 06:00 in the Netherlands, summer and winter
  // time alike. It catches up on days it missed and its ledger makes each action happen once, so a
  // late or repeated invocation does no harm.
  Daily: {
    schedule: 'cron(0 6 * * ? *)',
    timezone: 'Europe/Amsterdam',
    event: { name: 'daily' },
    // A laptop is often off at 06:00: the local stack also runs it when it starts (not read by SST).
    runAtLocalStart: true,
  },
} as const;

/** An entry as SST takes it: the local stack's own setting left out, everything else kept. */
export function cronArgs(entry: (typeof jobSchedules)[keyof typeof jobSchedules]) {
  const { runAtLocalStart: _local, ...args } = { runAtLocalStart: false, ...entry };
  return args;
}
