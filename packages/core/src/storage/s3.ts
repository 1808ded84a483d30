import type { S3Client } from '@aws-sdk/client-s3';
import { Resource } from 'sst';
import { awsClientOptions, serviceTimeouts } from '../db/aws-options.ts';

let client: Promise<S3Client> | undefined;

/**
 * One client per process, created when the bucket is first used: most requests never touch it,
 * so a cold start does not load the S3 SDK (decision 018). Locally S3_ENDPOINT points at the S3
 * emulator (path-style addressing, as it has no per-bucket host names); in AWS it is unset.
 * Checksums only where S3 requires them: a part's checksum must match its upload's settings, and
 * the emulator knows none of them.
 */
export function s3Client(): Promise<S3Client> {
  client ??= import('./s3-sdk.ts').then(({ S3Client }) => {
    const endpoint = process.env.S3_ENDPOINT;
    return new S3Client({
      ...awsClientOptions(serviceTimeouts),
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  return client;
}

export function bucketName(): string {
  return Resource.Bucket.name;
}

/**
 * A short-lived link to read one object straight from the bucket (locally: from the emulator).
 * Headers such as Content-Disposition are the object's own, set when it was stored, unless the
 * link overrides them (a file downloads under its current name, which a rename may change).
 */
export async function presignedDownload(
  key: string,
  expiresInSeconds = 300,
  override: { disposition?: string; contentType?: string } = {},
): Promise<string> {
  const { GetObjectCommand, getSignedUrl } = await import('./s3-sdk.ts');
  const command = new GetObjectCommand({
    Bucket: bucketName(),
    Key: key,
    ResponseContentDisposition: override.disposition,
    ResponseContentType: override.contentType,
  });
  return getSignedUrl(await s3Client(), command, { expiresIn: expiresInSeconds });
}

/**
 * A presigned POST the browser uploads one object with: the key, the exact size and the type are
 * fixed by its policy (S3 refuses anything else; the emulator does not, so the server checks the
 * object again before it counts).
 */
export async function presignedUpload(input: {
  key: string;
  contentType: string;
  size: number;
  expiresInSeconds: number;
}): Promise<{ url: string; fields: Record<string, string> }> {
  const { createPresignedPost } = await import('./s3-sdk.ts');
  return createPresignedPost(await s3Client(), {
    Bucket: bucketName(),
    Key: input.key,
    Fields: { 'Content-Type': input.contentType },
    Conditions: [
      ['content-length-range', input.size, input.size],
      ['eq', '$Content-Type', input.contentType],
    ],
    Expires: input.expiresInSeconds,
  });
}

/** An object's stored size and type, or undefined when there is none. */
export async function objectHead(key: string): Promise<{ size: number; contentType: string } | undefined> {
  const { HeadObjectCommand } = await import('./s3-sdk.ts');
  try {
    const head = await (await s3Client()).send(new HeadObjectCommand({ Bucket: bucketName(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) return undefined;
    throw error;
  }
}

/** An object's bytes as they arrive. */
export async function objectBytes(key: string): Promise<AsyncIterable<Uint8Array>> {
  const { GetObjectCommand } = await import('./s3-sdk.ts');
  const output = await (await s3Client()).send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
  return output.Body as AsyncIterable<Uint8Array>;
}

/** Copies an object within the bucket (a checked upload to its final key). */
export async function copyObject(from: string, to: string): Promise<void> {
  const { CopyObjectCommand } = await import('./s3-sdk.ts');
  await (
    await s3Client()
  ).send(new CopyObjectCommand({ Bucket: bucketName(), CopySource: `${bucketName()}/${from}`, Key: to }));
}

/** Deletes objects (up to 1,000 a request); answers the keys S3 could not delete. */
export async function deleteObjects(objectKeys: readonly string[]): Promise<string[]> {
  const { DeleteObjectsCommand } = await import('./s3-sdk.ts');
  const failed: string[] = [];
  for (let start = 0; start < objectKeys.length; start += 1000) {
    const batch = objectKeys.slice(start, start + 1000);
    const output = await (
      await s3Client()
    ).send(
      new DeleteObjectsCommand({
        Bucket: bucketName(),
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    failed.push(...(output.Errors ?? []).flatMap((error) => (error.Key ? [error.Key] : [])));
  }
  return failed;
}

/**
 * A name as RFC 5987 writes it. Never throws: a lone half of a surrogate pair (stored before names
 * were checked) becomes U+FFFD instead of making encodeURIComponent fail with "URI malformed".
 */
const rfc5987 = (fileName: string) => encodeURIComponent(fileName.replace(/\p{Cs}/gu, '\uFFFD'));

/** `attachment; filename="leads-2026-11-22.xlsx"`, with an RFC 5987 copy for other characters. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/** `inline; filename*=UTF-8''…`: shown in the browser under its name. */
export function inlineDisposition(fileName: string): string {
  return `inline; filename*=UTF-8''${rfc5987(fileName)}`;
}
