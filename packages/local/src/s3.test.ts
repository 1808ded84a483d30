import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3rverCredentials, startS3Emulator, type S3Emulator } from './s3.ts';

const bucket = 'test-bucket';
const appOrigin = 'http://localhost:4000';

describe('startS3Emulator', () => {
  let s3: S3Emulator;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startS3Emulator({ bucket, corsOrigins: [appOrigin] });
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: s3rverCredentials,
    });
  });
  afterAll(() => s3.stop());

  it('stores and serves objects in the bucket', async () => {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'a/b.txt', Body: 'hallo' }));
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'a/b.txt' }));
    expect(await object.Body?.transformToString()).toBe('hallo');
  });

  it('allows the app origin, and no other, through CORS', async () => {
    const preflight = (origin: string) =>
      fetch(`${s3.endpoint}/${bucket}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(appOrigin)).status).toBe(200);
    expect((await preflight('http://evil.example')).status).toBe(403);
  });

  it('accepts a presigned POST upload from the browser', async () => {
    const { url, fields } = await createPresignedPost(client, {
      Bucket: bucket,
      Key: 'uploads/offerte.pdf',
      Conditions: [['content-length-range', 1, 1024]],
      Fields: { 'Content-Type': 'application/pdf' },
      Expires: 60,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob(['%PDF-1.7 offerte']), 'offerte.pdf');

    const response = await fetch(url, { method: 'POST', body: form, headers: { origin: appOrigin } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'uploads/offerte.pdf' }));
    expect(object.ContentType).toBe('application/pdf');
    expect(await object.Body?.transformToString()).toBe('%PDF-1.7 offerte');
  });
});
