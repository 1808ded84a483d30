import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { table } from '@crm/core/db/table';

// Runs against the services tests/integration/global-setup.ts started: proves their settings
// reach the test workers and the table exists as defined.
describe('services from the global setup', () => {
  const env = process.env;

  it('gives the workers the table through SST_RESOURCE_Table and DYNAMODB_ENDPOINT', async () => {
    const tableName = (JSON.parse(env.SST_RESOURCE_Table ?? '{}') as { name?: string }).name;
    expect(tableName).toBeTruthy();
    expect(env.DYNAMODB_ENDPOINT).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const dynamodb = new DynamoDBClient({ endpoint: env.DYNAMODB_ENDPOINT });
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    // Exactly the indexes of the shared table definition.
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      Object.keys(table.globalIndexes).sort(),
    );
    expect(Object.keys(table.globalIndexes)).toContain('gsi1');
    const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      AttributeName: 'expiresAt',
      TimeToLiveStatus: 'ENABLED',
    });
  });

  it('gives the workers the bucket through SST_RESOURCE_Bucket and S3_ENDPOINT', async () => {
    const bucketName = (JSON.parse(env.SST_RESOURCE_Bucket ?? '{}') as { name?: string }).name;
    const s3 = new S3Client({ endpoint: env.S3_ENDPOINT, forcePathStyle: true });
    await expect(s3.send(new HeadBucketCommand({ Bucket: bucketName }))).resolves.toBeDefined();
  });

  it('gives the workers a JWT secret of at least 32 bytes', () => {
    const secret = (JSON.parse(env.SST_RESOURCE_JwtSecret ?? '{}') as { value?: string }).value ?? '';
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(32);
  });
});
