import type { CompletedPart } from '@aws-sdk/client-s3';
import { bucketName, s3Client } from './s3.ts';

const sdk = () => import('./s3-sdk.ts');

/** S3's smallest part (all but the last part of a multipart upload). */
export const MIN_PART_SIZE = 5 * 1024 * 1024;

export interface ObjectUploadOptions {
  key: string;
  contentType: string;
  contentDisposition?: string;
  /** Bytes per part; at least MIN_PART_SIZE. */
  partSize?: number;
  /** Parts uploading at once; a writer waits when this many are under way. */
  partsInFlight?: number;
}

/**
 * Writes an object of unknown length to the bucket as it is produced: bytes are collected into
 * one part at a time and each full part is uploaded (multipart upload), so at most
 * `partsInFlight + 1` parts are in memory whatever the object's size. An object that never fills
 * a part is stored with one PutObject.
 */
export class ObjectUpload {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private uploadId: string | undefined;
  private nextPart = 1;
  private parts: CompletedPart[] = [];
  private inFlight = new Set<Promise<void>>();
  private failure: unknown;
  /** Bytes written so far. */
  size = 0;

  private readonly partSize: number;
  private readonly partsInFlight: number;

  constructor(private readonly options: ObjectUploadOptions) {
    this.partSize = Math.max(MIN_PART_SIZE, options.partSize ?? MIN_PART_SIZE);
    this.partsInFlight = Math.max(1, options.partsInFlight ?? 2);
  }

  private get target() {
    return {
      Bucket: bucketName(),
      Key: this.options.key,
    };
  }

  async write(chunk: Uint8Array): Promise<void> {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    this.size += chunk.length;
    if (this.buffered >= this.partSize) await this.uploadPart();
  }

  private takeBuffer(): Buffer {
    const body = Buffer.concat(this.chunks, this.buffered);
    this.chunks = [];
    this.buffered = 0;
    return body;
  }

  private async uploadPart(): Promise<void> {
    const s3 = await s3Client();
    const { CreateMultipartUploadCommand, UploadPartCommand } = await sdk();
    this.uploadId ??= (
      await s3.send(
        new CreateMultipartUploadCommand({
          ...this.target,
          ContentType: this.options.contentType,
          ContentDisposition: this.options.contentDisposition,
        }),
      )
    ).UploadId;
    while (this.inFlight.size >= this.partsInFlight) await Promise.race(this.inFlight);
    this.throwIfFailed();
    const partNumber = this.nextPart++;
    const body = this.takeBuffer();
    const upload = s3
      .send(
        new UploadPartCommand({
          ...this.target,
          UploadId: this.uploadId,
          PartNumber: partNumber,
          Body: body,
        }),
      )
      .then(
        (output) => void this.parts.push({ PartNumber: partNumber, ETag: output.ETag }),
        (error: unknown) => void (this.failure ??= error),
      )
      .finally(() => this.inFlight.delete(upload));
    this.inFlight.add(upload);
  }

  private throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  /** Stores what is left and completes the object. */
  async complete(): Promise<void> {
    const s3 = await s3Client();
    const { CompleteMultipartUploadCommand, PutObjectCommand } = await sdk();
    if (this.uploadId === undefined) {
      await s3.send(
        new PutObjectCommand({
          ...this.target,
          Body: this.takeBuffer(),
          ContentType: this.options.contentType,
          ContentDisposition: this.options.contentDisposition,
        }),
      );
      return;
    }
    if (this.buffered > 0) await this.uploadPart();
    await Promise.all(this.inFlight);
    this.throwIfFailed();
    await s3.send(
      new CompleteMultipartUploadCommand({
        ...this.target,
        UploadId: this.uploadId,
        MultipartUpload: { Parts: [...this.parts].sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0)) },
      }),
    );
  }

  /** Gives up: parts already stored are discarded (S3 would otherwise keep and bill them). */
  async abort(): Promise<void> {
    this.chunks = [];
    this.buffered = 0;
    await Promise.all(this.inFlight);
    if (this.uploadId === undefined) return;
    const s3 = await s3Client();
    const { AbortMultipartUploadCommand } = await sdk();
    await s3
      .send(new AbortMultipartUploadCommand({ ...this.target, UploadId: this.uploadId }))
      .catch(() => undefined);
  }
}
