import type { S3Client } from '@aws-sdk/client-s3';
import { Resource } from 'sst';

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
 * Headers such as Content-Disposition are the object's own, set when it was stored.
 */
export async function presignedDownload(key: string, expiresInSeconds = 300): Promise<string> {
  const { GetObjectCommand, getSignedUrl } = await import('./s3-sdk.ts');
  return getSignedUrl(await s3Client(), new GetObjectCommand({ Bucket: bucketName(), Key: key }), {
    expiresIn: expiresInSeconds,
  });
}

/** `attachment; filename="leads-2026-11-22.xlsx"`, with an RFC 5987 copy for other characters. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
