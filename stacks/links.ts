/**
 * Narrowed links (link-permissions.ts): every `link: [table]` or `link: [bucket]` in this app
 * grants the data actions the code sends instead of SST's `dynamodb:*` and `s3:*`. Imported before
 * any component that links them; `sst.Linkable.wrap` changes the definition for the whole app.
 */
import { bucketLinkPermissions, tableLinkPermissions } from './link-permissions';

sst.Linkable.wrap(sst.aws.Dynamo, (table) => ({
  properties: { name: table.name },
  include: tableLinkPermissions({ table: table.arn, indexes: $interpolate`${table.arn}/index/*` }).map(
    (grant) => sst.aws.permission(grant),
  ),
}));

sst.Linkable.wrap(sst.aws.Bucket, (bucket) => ({
  properties: { name: bucket.name },
  include: bucketLinkPermissions({ objects: $interpolate`${bucket.arn}/*` }).map((grant) =>
    sst.aws.permission(grant),
  ),
}));
