/**
 * Data: the one DynamoDB table (keys, indexes and TTL from @crm/core's table definition, see
 * table-args.ts) and the private upload bucket. Links to them grant only the data actions the
 * code sends (links.ts).
 */
import { isProduction, stagePolicy } from './stage';
import { tableArgs } from './table-args';

const production = isProduction($app.stage);
// Pulumi's `protect`: in production a change that would replace (delete and recreate) the table
// or the bucket fails the deploy instead of emptying them.
const { protectData } = stagePolicy($app.stage);

export const table = new sst.aws.Dynamo('Table', {
  ...tableArgs,
  deletionProtection: production,
  transform: {
    table: (args, opts) => {
      // SST turns point-in-time recovery on everywhere; preview data is disposable.
      args.pointInTimeRecovery = { enabled: production };
      opts.protect = protectData;
    },
  },
});

// Private (SST blocks public access and enforces HTTPS). The browser uploads with presigned POSTs
// and reads with presigned GETs; the CORS rule for the site's origin is added in router.ts, where
// that origin is created.
export const bucket = new sst.aws.Bucket('Bucket', {
  cors: false,
  transform: {
    bucket: (_args, opts) => {
      opts.protect = protectData;
    },
  },
});
