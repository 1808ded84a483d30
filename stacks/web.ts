/**
 * The SPA: packages/web built by Vite, uploaded to S3 and served by the Router's distribution
 * (router.ts, which also serves the api under /api and sets the security headers).
 */
import { router } from './router';
import { config } from './config';

export const web = new sst.aws.StaticSite('Web', {
  path: 'packages/web',
  build: { command: 'npm run build', output: 'dist' },
  environment: {
    // The api is on the site's own origin (router.ts): '' makes the client call `/api/...`
    // (packages/web/src/config/env.ts); a full URL still works for another origin.
    VITE_API_URL: '',
    // One name on the pages and in the mails (issue 28).
    VITE_COMPANY_NAME: config.companyName,
  },
  router: { instance: router },
  assets: {
    // Later entries win. Vite fingerprints everything under assets/, so it is cached for good;
    // index.html, build.json (polled to notice a new build) and public files are revalidated.
    fileOptions: [
      { files: '**', cacheControl: 'max-age=0,no-cache,no-store,must-revalidate' },
      { files: 'assets/**', cacheControl: 'max-age=31536000,public,immutable' },
    ],
  },
  // SST writes ImportMetaEnv types for `environment`; packages/web declares its own in
  // src/vite-env.d.ts, so the generated file goes to the ignored .sst/ directory instead.
  vite: { types: '../../.sst/types/web-env.d.ts' },
});
