import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { describe, expect, it, vi } from 'vitest';
import { attachmentDisposition, bucketName, presignedDownload, s3Client } from './s3.ts';
import { MIN_PART_SIZE, ObjectUpload } from './upload.ts';

async function stored(key: string): Promise<Buffer> {
  const s3 = await s3Client();
  const object = await s3.send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe('ObjectUpload', () => {
  it('uploads a large object in parts as it is written, in order', async () => {
    const key = `test/${ulid()}/groot.bin`;
    const upload = new ObjectUpload({ key, contentType: 'application/octet-stream', partsInFlight: 2 });
    const chunk = (i: number) => new Uint8Array(256 * 1024).fill(i % 251);
    const chunks = Math.ceil((2.5 * MIN_PART_SIZE) / (256 * 1024));
    for (let i = 0; i < chunks; i++) await upload.write(chunk(i));
    await upload.complete();
    const body = await stored(key);
    expect(body.length).toBe(chunks * 256 * 1024);
    expect(upload.size).toBe(body.length);
    for (const i of [0, 20, chunks - 1]) expect(body[i * 256 * 1024 + 7]).toBe(i % 251);
  });

  it('stores a small object at once, with its download name', async () => {
    const key = `test/${ulid()}/klein.csv`;
    const upload = new ObjectUpload({
      key,
      contentType: 'text/csv; charset=utf-8',
      contentDisposition: attachmentDisposition('klanten-2026-11-22.csv'),
    });
    await upload.write(new TextEncoder().encode('Naam\r\nÉén\r\n'));
    await upload.complete();
    const s3 = await s3Client();
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucketName(), Key: key }));
    expect(head.ContentType).toBe('text/csv; charset=utf-8');
    const response = await fetch(await presignedDownload(key));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="klanten-2026-11-22.csv"; filename*=UTF-8''klanten-2026-11-22.csv`,
    );
    expect(await response.text()).toBe('Naam\r\nÉén\r\n');
  });

  it('leaves nothing behind when aborted: the multipart upload it began is aborted, never completed', async () => {
    const key = `test/${ulid()}/afgebroken.bin`;
    // Watches what is sent to the (real) S3 emulator; every call goes through unchanged. (The
    // emulator answers AbortMultipartUpload with an error, which abort() ignores; S3 does not.)
    const s3 = await s3Client();
    const send = s3.send.bind(s3);
    const sent: { name: string; input: Record<string, unknown>; output?: { UploadId?: string } }[] = [];
    const spy = vi.spyOn(s3, 'send').mockImplementation((async (command: {
      constructor: { name: string };
      input: Record<string, unknown>;
    }) => {
      const call: (typeof sent)[number] = { name: command.constructor.name, input: command.input };
      sent.push(call);
      const output: unknown = await send(command as never);
      call.output = output as { UploadId?: string };
      return output;
    }) as never);
    try {
      const upload = new ObjectUpload({ key, contentType: 'application/octet-stream' });
      await upload.write(new Uint8Array(MIN_PART_SIZE + 10));
      await upload.abort();
    } finally {
      spy.mockRestore();
    }
    const created = sent.find((call) => call.name === 'CreateMultipartUploadCommand');
    expect(created?.output?.UploadId).toBeTruthy();
    const aborted = sent.filter((call) => call.name === 'AbortMultipartUploadCommand');
    expect(aborted.map((call) => call.input)).toEqual([
      { Bucket: bucketName(), Key: key, UploadId: created?.output?.UploadId },
    ]);
    expect(sent.some((call) => call.name === 'CompleteMultipartUploadCommand')).toBe(false);
    await expect(s3.send(new HeadObjectCommand({ Bucket: bucketName(), Key: key }))).rejects.toThrow();
  });
});
