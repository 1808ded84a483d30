import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileListItem, FileRecord } from '@crm/core/files/public';
import type { PresignAnswer } from '@crm/core/files/schema';
import { s3Client } from '@crm/core/storage/s3';
import { createTestUser, json, request, signIn } from '../testing.ts';
import { complete, pdfAnnouncement, pdfBytes, postToBucket, presign } from './files-testing.ts';

/**
 * The presigned POST stays valid while a completion runs, so the browser (or anyone holding its
 * form) may post another file into the upload's key at any moment of the check (issue 28). A hook
 * on the app's S3 client posts a program of the same size and type there at the worst moment: just
 * before the app copies what it checked. What is stored must be exactly what was checked.
 */
const hook: { beforeCopy?: () => Promise<void> } = {};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let token: string;

beforeAll(async () => {
  token = await signIn((await createTestUser('beheerder')).email);
  // The app's one S3 client: every CopyObject waits for the hook first.
  (await s3Client()).middlewareStack.add(
    (next) => async (args) => {
      if ((args.input as { CopySource?: string }).CopySource) await hook.beforeCopy?.();
      return next(args);
    },
    { step: 'initialize', name: 'swapBeforeCopy' },
  );
});

describe('an upload swapped while it is completed', () => {
  it('is never stored under the checked file’s hash', async () => {
    const created = await request('/api/customers', {
      method: 'POST',
      token,
      body: JSON.stringify({ companyName: `Verwisseld ${Date.now()}` }),
    });
    const owner = { kind: 'customer', id: (await json<{ record: { id: string } }>(created)).record.id };
    const pdf = pdfBytes('Offerte die wordt verwisseld');
    // A Windows program's header, padded to the PDF's exact size (the policy fixes the size).
    const program = new Uint8Array(pdf.length);
    program.set([0x4d, 0x5a, 0x90, 0x00]);
    const announced = await presign(token, pdfAnnouncement(owner, pdf.length));
    const answer = await json<PresignAnswer>(announced);
    expect(await postToBucket(answer, pdf, 'application/pdf')).toBeLessThan(300);

    hook.beforeCopy = async () => {
      hook.beforeCopy = undefined;
      expect(await postToBucket(answer, program, 'application/pdf')).toBeLessThan(300);
    };
    const completed = await complete(token, answer.id);
    hook.beforeCopy = undefined;

    const list = await request(`/api/files?ownerKind=customer&ownerId=${owner.id}`, { token });
    const items = (await json<{ items: FileListItem[] }>(list)).items;
    if (completed.status === 201) {
      // Stored: then the stored bytes are the ones checked and hashed, a PDF.
      const { record } = await json<{ record: FileRecord }>(completed);
      const [listed] = items;
      const bytes = new Uint8Array(await (await fetch(listed?.url ?? '')).arrayBuffer());
      expect(sha256(bytes)).toBe(record.sha256);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    } else {
      // Refused: the swapped program is what the check saw; nothing was stored.
      expect(completed.status).toBe(422);
      expect(items).toEqual([]);
    }
  });
});
