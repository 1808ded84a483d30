/**
 * The api: the whole Hono app (packages/api/src/lambda.ts) in one Lambda behind a function URL.
 * Runtime code reads the linked resources with `Resource` from 'sst'.
 */
import { jobs } from './jobs';
import { allSecrets } from './secrets';
import { siteUrl } from './router';
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
    // Links in e-mails point at the site; the sender is per-stage configuration.
    APP_URL: siteUrl,
    MAIL_FROM: process.env.MAIL_FROM ?? 'no-reply@example.nl',
    COMPANY_NAME: process.env.COMPANY_NAME ?? 'Relatiebeheer',
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
  // CORS is answered by the app itself (hono/cors), the same code that runs locally.
  url: { cors: false },
});
