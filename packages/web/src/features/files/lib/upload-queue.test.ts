import { fileMessages } from '@crm/core/files/schema';
import { describe, expect, it } from 'vitest';
import type { PickedFile } from './file-check';
import { canStart, newUploads, uploadQueue, type Upload, type UploadAction } from './upload-queue';

const MB = 1024 * 1024;
const pdf: PickedFile = { name: 'offerte.pdf', size: 2048, type: 'application/pdf' };
const png: PickedFile = { name: 'gevel.png', size: 4096, type: '' };
const huge: PickedFile = { name: 'groot.pdf', size: 25 * MB, type: 'application/pdf' };

function keys() {
  let next = 0;
  return () => `u${++next}`;
}

const run = (queue: readonly Upload<PickedFile>[], ...actions: UploadAction<PickedFile>[]) =>
  actions.reduce(uploadQueue<PickedFile>, queue);

describe('the upload queue', () => {
  it('checks each new file at once and sends a drop to the section its type belongs to', () => {
    const uploads = newUploads([pdf, png, huge], null, keys());
    expect(uploads.map((upload) => [upload.key, upload.kind, upload.contentType, upload.status])).toEqual([
      ['u1', 'document', 'application/pdf', 'ready'],
      ['u2', 'image', 'image/png', 'ready'],
      ['u3', 'document', 'application/pdf', 'invalid'],
    ]);
    expect(uploads[2]?.message).toBe(fileMessages.size);
    expect(uploads.every((upload) => upload.category === 'overig' && upload.progress === 0)).toBe(true);
  });

  it('keeps a file chosen in a section in that section, refusing a type it does not take', () => {
    const [upload] = newUploads([png], 'document', keys());
    expect(upload).toMatchObject({
      kind: 'document',
      status: 'invalid',
      message: fileMessages.type.document,
    });
  });

  it('follows an upload from start through progress to done', () => {
    const queue = newUploads([pdf], null, keys());
    const started = run(
      queue,
      { type: 'category', key: 'u1', category: 'polis' },
      { type: 'start', key: 'u1' },
    );
    expect(started[0]).toMatchObject({ status: 'uploading', category: 'polis', progress: 0 });
    const halfway = run(started, { type: 'progress', key: 'u1', loaded: 1024, total: 2048 });
    expect(halfway[0]?.progress).toBe(0.5);
    // The category is fixed once the upload runs.
    const fixed = run(halfway, { type: 'category', key: 'u1', category: 'contract' });
    expect(fixed[0]?.category).toBe('polis');
    expect(run(fixed, { type: 'done', key: 'u1' })[0]).toMatchObject({ status: 'done', progress: 1 });
  });

  it('lets a failed upload start again, a refused one not', () => {
    const queue = run(
      newUploads([pdf, pdf], null, keys()),
      { type: 'start', key: 'u1' },
      { type: 'start', key: 'u2' },
      { type: 'fail', key: 'u1', message: 'Geen verbinding', retriable: true },
      { type: 'fail', key: 'u2', message: fileMessages.content, retriable: false },
    );
    expect(queue.map((upload) => [upload.status, upload.message, canStart(upload)])).toEqual([
      ['failed', 'Geen verbinding', true],
      ['refused', fileMessages.content, false],
    ]);
    const again = run(queue, { type: 'start', key: 'u1' }, { type: 'start', key: 'u2' });
    expect(again.map((upload) => [upload.status, upload.message])).toEqual([
      ['uploading', null],
      ['refused', fileMessages.content],
    ]);
  });

  it('does not start what was refused in the browser, and clears what is over', () => {
    const queue = run(
      newUploads([pdf, huge, png], null, keys()),
      { type: 'start', key: 'u2' },
      { type: 'start', key: 'u3' },
      { type: 'done', key: 'u3' },
    );
    expect(queue.map((upload) => upload.status)).toEqual(['ready', 'invalid', 'done']);
    expect(run(queue, { type: 'clear' }).map((upload) => upload.key)).toEqual(['u1']);
    expect(run(queue, { type: 'remove', key: 'u1' }).map((upload) => upload.key)).toEqual(['u2', 'u3']);
  });
});
