/**
 * Background jobs (packages/api/src/jobs.ts): work longer than the API's 29 seconds, such as an
 * export of a whole list. The API invokes this function asynchronously (it is linked to the API in
 * api.ts, which grants `lambda:InvokeFunction` and gives `Resource.Jobs.name`); a job records its
 * own progress and result in the table. See docs/decisions/009-export-jobs.md.
 */
import { allSecrets } from './secrets';
import { bucket, table } from './storage';

export const jobs = new sst.aws.Function('Jobs', {
  handler: 'packages/api/src/jobs.handler',
  runtime: 'nodejs22.x',
  architecture: 'arm64',
  memory: '1024 MB',
  timeout: '15 minutes',
  // A job marks its own failure; retrying an export that failed halfway would only fail again.
  retries: 0,
  // The secret signs list cursors, which the export pages through.
  link: [table, bucket, ...allSecrets],
  transform: {
    // An event still queued after 15 minutes is dropped: by then the screen reports the export as
    // failed (decision 009), and the job itself refuses a record that has gone stale.
    eventInvokeConfig: (args) => {
      args.maximumEventAgeInSeconds = 15 * 60;
    },
  },
});

// Export files are read within minutes; the bucket forgets them after a day, like their records.
new aws.s3.BucketLifecycleConfiguration('ExportFilesExpiry', {
  bucket: bucket.name,
  rules: [
    {
      id: 'exports-expire',
      status: 'Enabled',
      filter: { prefix: 'exports/' },
      expiration: { days: 1 },
      abortIncompleteMultipartUpload: { daysAfterInitiation: 1 },
    },
  ],
});
