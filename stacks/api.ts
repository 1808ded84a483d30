/**
 * The api: the whole Hono app (packages/api/src/lambda.ts) in one Lambda, served by the site's
 * Router under /api (router.ts), so the SPA and the api share one origin. Runtime code reads the
 * linked resources with `Resource` from 'sst'.
 */
import { lambdaAlarm } from './alarms';
import { config } from './config';
import { jobs } from './jobs';
import { allSecrets } from './secrets';
import { router, siteUrl } from './router';
import { bucket, table } from './storage';

const region = aws.getRegionOutput().region;
const accountId = aws.getCallerIdentityOutput().accountId;

export const api = new sst.aws.Function('Api', {
  handler: 'packages/api/src/lambda.handler',
  runtime: 'nodejs22.x',
  architecture: 'arm64',
  memory: '1024 MB',
  timeout: '29 seconds',
  // Linking the jobs function lets the API start jobs (lambda:InvokeFunction on it only).
  link: [table, bucket, jobs, ...allSecrets],
  environment: {
    // The SPA's origin: the only origin the app's CORS allows (packages/api/src/config.ts).
    APP_ORIGIN: siteUrl,
    // Links in e-mails point at the site; the sender is per-stage configuration (config.ts).
    APP_URL: siteUrl,
    MAIL_FROM: config.mailFrom,
    COMPANY_NAME: config.companyName,
    NODE_OPTIONS: '--enable-source-maps',
  },
  permissions: [
    {
      // Mail goes out through SES from this account and region.
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [
        $interpolate`arn:aws:ses:${region}:${accountId}:identity/*`,
        $interpolate`arn:aws:ses:${region}:${accountId}:configuration-set/*`,
      ],
    },
  ],
  // One JSON object per log event (the app's own lines included); stack traces name the source.
  logging: { format: 'json' },
  // Code splitting: every module the app loads with `import()` (the S3, SES and Lambda SDKs, the
  // common-password list, jobs run in process) becomes a chunk file that a cold start does not read
  // (decision 023). tests/bench/cold-start/bundle.ts builds the same way.
  nodejs: { sourcemap: true, splitting: true, format: 'esm' },
  // Production keeps capacity for the api and caps it: a flood costs at most this many at once.
  ...(config.apiReservedConcurrency && { concurrency: { reserved: config.apiReservedConcurrency } }),
  url: {
    // CORS is answered by the app itself (hono/cors), the same code that runs locally.
    cors: false,
    // The app's routes start with /api, so the path is passed on unchanged. CloudFront waits
    // longer than the function may run (its default is 20 seconds).
    router: { instance: router, path: '/api', readTimeout: '30 seconds' },
  },
});

lambdaAlarm('ApiErrors', api.name, 'Errors');
lambdaAlarm('ApiThrottles', api.name, 'Throttles');
