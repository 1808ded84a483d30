/**
 * What linking the table or the bucket to a function allows: the data actions the runtime code
 * sends, nothing more. SST's default link grants `dynamodb:*` and `s3:*` (turning off deletion
 * protection, deleting the table or the bucket) to a function behind a public URL; links.ts
 * replaces those definitions with these. Pure, so link-permissions.test.ts checks the lists
 * against the SDK commands in packages/core and packages/api.
 */

/** IAM actions each DynamoDB SDK command needs. */
export const dynamoCommandActions: Readonly<Record<string, readonly string[]>> = {
  GetCommand: ['dynamodb:GetItem'],
  PutCommand: ['dynamodb:PutItem'],
  UpdateCommand: ['dynamodb:UpdateItem'],
  DeleteCommand: ['dynamodb:DeleteItem'],
  QueryCommand: ['dynamodb:Query'],
  // Only the search-index upgrade job scans (packages/core/src/relations/reindex.ts).
  ScanCommand: ['dynamodb:Scan'],
  BatchGetCommand: ['dynamodb:BatchGetItem'],
  BatchWriteCommand: ['dynamodb:BatchWriteItem'],
  // A transaction is authorised item by item, by the action of each part.
  TransactWriteCommand: [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:ConditionCheckItem',
  ],
};

/** IAM actions each S3 SDK command needs (a presigned GET is a GetObject by the signer). */
export const s3CommandActions: Readonly<Record<string, readonly string[]>> = {
  GetObjectCommand: ['s3:GetObject'],
  HeadObjectCommand: ['s3:GetObject'],
  PutObjectCommand: ['s3:PutObject'],
  CreateMultipartUploadCommand: ['s3:PutObject'],
  UploadPartCommand: ['s3:PutObject'],
  CompleteMultipartUploadCommand: ['s3:PutObject'],
  AbortMultipartUploadCommand: ['s3:AbortMultipartUpload'],
  CopyObjectCommand: ['s3:GetObject', 's3:PutObject'],
  DeleteObjectCommand: ['s3:DeleteObject'],
  DeleteObjectsCommand: ['s3:DeleteObject'],
  ListObjectsV2Command: ['s3:ListBucket'],
};

/** The actions a set of commands needs, once each, sorted. */
export function actionsFor(commands: Iterable<string>, table: Readonly<Record<string, readonly string[]>>) {
  const actions = new Set<string>();
  for (const command of commands) {
    const needed = table[command];
    if (!needed) throw new Error(`No IAM actions known for ${command}: add it to link-permissions.ts`);
    for (const action of needed) actions.add(action);
  }
  return [...actions].sort();
}

/** The DynamoDB commands the deployed code sends (link-permissions.test.ts keeps this true). */
export const TABLE_COMMANDS = [
  'BatchGetCommand',
  'BatchWriteCommand',
  'DeleteCommand',
  'GetCommand',
  'PutCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactWriteCommand',
  'UpdateCommand',
] as const;

/** The S3 commands the deployed code sends (link-permissions.test.ts keeps this true). */
export const BUCKET_COMMANDS = [
  'AbortMultipartUploadCommand',
  'CompleteMultipartUploadCommand',
  'CopyObjectCommand',
  'CreateMultipartUploadCommand',
  'DeleteObjectsCommand',
  'GetObjectCommand',
  'HeadObjectCommand',
  'PutObjectCommand',
  'UploadPartCommand',
] as const;

export interface LinkPermission<T> {
  actions: string[];
  resources: T[];
}

/** A linked table: its items and its indexes, never the table's settings. */
export function tableLinkPermissions<T>(resources: { table: T; indexes: T }): LinkPermission<T>[] {
  return [
    {
      actions: actionsFor(TABLE_COMMANDS, dynamoCommandActions),
      resources: [resources.table, resources.indexes],
    },
  ];
}

/** A linked bucket: its objects, never the bucket's settings. */
export function bucketLinkPermissions<T>(resources: { objects: T }): LinkPermission<T>[] {
  return [{ actions: actionsFor(BUCKET_COMMANDS, s3CommandActions), resources: [resources.objects] }];
}
