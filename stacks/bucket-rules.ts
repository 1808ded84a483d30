/**
 * The upload bucket's rules, as plain data so a test can read them (bucket-rules.test.ts). S3 keeps
 * one lifecycle configuration per bucket: every rule is here.
 */
export const bucketLifecycleRules = [
  {
    // Export files are read within minutes; the bucket forgets them after a day, like their records.
    id: 'exports-expire',
    status: 'Enabled',
    filter: { prefix: 'exports/' },
    expiration: { days: 1 },
    abortIncompleteMultipartUpload: { daysAfterInitiation: 1 },
  },
  {
    // An import's sheet, its check and its error file (decision 053) hold relations' data (IBANs):
    // kept through the undo's seven days, then gone.
    id: 'imports-expire',
    status: 'Enabled',
    filter: { prefix: 'imports/' },
    expiration: { days: 8 },
    abortIncompleteMultipartUpload: { daysAfterInitiation: 1 },
  },
  {
    // Uploads nobody completed (the browser closed, the check refused them) are gone after a day.
    id: 'pending-uploads-expire',
    status: 'Enabled',
    filter: { prefix: 'pending/' },
    expiration: { days: 1 },
    abortIncompleteMultipartUpload: { daysAfterInitiation: 1 },
  },
];

/** Browsers upload (presigned POST) and read (presigned GET) straight from the site's origin only. */
export function bucketCorsRules(siteOrigin: string) {
  return [
    {
      allowedOrigins: [siteOrigin],
      allowedMethods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['*'],
      exposeHeaders: ['ETag'],
      maxAgeSeconds: 3000,
    },
  ];
}
