/**
 * Background jobs (packages/api/src/jobs.ts): work longer than the API's 29 seconds, such as an
 * export of a whole list, and the search-index upgrade the deploy runs (sst-stage.sh). The API
 * invokes this function asynchronously (it is linked to the API in api.ts, which grants
 * `lambda:InvokeFunction` and gives `Resource.Jobs.name`); a job records its own progress and
 * result in the table. See docs/decisions/009-export-jobs.md. Schedules (CronV2, below) invoke it
 * too: files-cleanup hourly and the daily job of the deadlines engine (decision 024), whose
 * heartbeat alarm (daily-job-alarm.ts) is here too.
 */
import { alarms, lambdaAlarm } from './alarms';
import { allSecrets } from './secrets';
import { bucket, table } from './storage';
import { bucketLifecycleRules } from './bucket-rules';
import { cronArgs, jobSchedules } from './job-schedules';
import { dailyJobAlarm, dailyJobDonePattern, dailyJobMetric } from './daily-job-alarm';

export const jobs = new sst.aws.Function('Jobs', {
  handler: 'packages/api/src/jobs.handler',
  runtime: 'nodejs22.x',
  architecture: 'arm64',
  memory: '1024 MB',
  timeout: '15 minutes',
  // No retry: a job marks its own failure, and an export that failed halfway would fail again.
  // A failure the job could not record goes to the alarm topic (below), not into silence.
  retries: 0,
  // The secret signs list cursors, which the export pages through.
  link: [table, bucket, ...allSecrets],
  // One JSON object per log event (the app's own lines included), and stack traces that name
  // the TypeScript source.
  logging: { format: 'json' },
  nodejs: { sourcemap: true },
  environment: { NODE_OPTIONS: '--enable-source-maps' },
  // Lambda publishes a failed event to the destination with the function's own role.
  permissions: [{ actions: ['sns:Publish'], resources: [alarms.arn] }],
  transform: {
    // An event still queued after 15 minutes is dropped: by then the screen reports the export as
    // failed (decision 009), and the job itself refuses a record that has gone stale.
    eventInvokeConfig: (args) => {
      args.maximumEventAgeInSeconds = 15 * 60;
      args.destinationConfig = { onFailure: { destination: alarms.arn } };
    },
  },
});

lambdaAlarm('JobsErrors', jobs.name, 'Errors');

// The daily job's heartbeat (decision 040): each completed run logs "daily job done"; two days
// without that line tell the alarm topic, also when the schedule itself stopped invoking.
const dailyJobDone = dailyJobMetric($app.name, $app.stage);
new aws.cloudwatch.LogMetricFilter('DailyJobDone', {
  name: 'daily-job-done',
  logGroupName: jobs.nodes.logGroup.apply((group) => {
    if (!group) throw new Error('The jobs function has no log group of its own for the heartbeat filter');
    return group.name;
  }),
  pattern: dailyJobDonePattern,
  metricTransformation: { namespace: dailyJobDone.namespace, name: dailyJobDone.name, value: '1' },
});
new aws.cloudwatch.MetricAlarm('DailyJobStopped', {
  alarmDescription: `The daily job of the deadlines engine has not completed for two days (${$app.stage})`,
  namespace: dailyJobDone.namespace,
  metricName: dailyJobDone.name,
  ...dailyJobAlarm,
  alarmActions: [alarms.arn],
  okActions: [alarms.arn],
});

// One lifecycle configuration holds every rule of the bucket (bucket-rules.ts).
new aws.s3.BucketLifecycleConfiguration('ExportFilesExpiry', {
  bucket: bucket.name,
  rules: bucketLifecycleRules,
});

for (const [name, schedule] of Object.entries(jobSchedules)) {
  new sst.aws.CronV2(name, { ...cronArgs(schedule), function: jobs.arn });
}
