import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Resource } from 'sst';

// One client per process, created at module scope. Locally S3_ENDPOINT points at the S3 emulator
// (path-style addressing, as it has no per-bucket host names); in AWS it is unset. Checksums only
// where S3 requires them: a part's checksum must match its upload's settings, and the emulator
// knows none of them.
const endpoint = process.env.S3_ENDPOINT;

export const s3 = new S3Client({
  ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export function bucketName(): string {
  return Resource.Bucket.name;
}

/**
 * A short-lived link to read one object straight from the bucket (locally: from the emulator).
 * Headers such as Content-Disposition are the object's own, set when it was stored.
 */
export function presignedDownload(key: string, expiresInSeconds = 300): Promise<string> {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucketName(), Key: key }), {
    expiresIn: expiresInSeconds,
  });
}

/** `attachment; filename="leads-2026-11-22.xlsx"`, with an RFC 5987 copy for other characters. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
