import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo, tableName } from '@crm/core/db/client';
import { keys } from '@crm/core/db/keys';
import { ownerPk } from '@crm/core/records/kinds';
import type { FileListItem, FileRecord } from '@crm/core/files/public';
import { fileMessages, type PresignAnswer } from '@crm/core/files/schema';
import { objectDeletion, sweepDeletedObjects } from '@crm/core/files/cleanup';
import { sendTransaction } from '@crm/core/db/transaction';
import { objectHead, copyObject } from '@crm/core/storage/s3';
import { createTestUser, json, request, signIn } from '../testing.ts';
import {
  complete,
  jpegBytes,
  pdfAnnouncement,
  pdfBytes,
  pngBytes,
  postToBucket,
  presign,
  uploadFile,
  type Owner,
} from './files-testing.ts';

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

let token: string;
let readOnly: string;
let colleague: string;

beforeAll(async () => {
  const tokenOf = async (role: 'beheerder' | 'alleen_lezen' | 'medewerker') =>
    signIn((await createTestUser(role)).email);
  [token, readOnly, colleague] = await Promise.all([
    tokenOf('beheerder'),
    tokenOf('alleen_lezen'),
    tokenOf('medewerker'),
  ]);
});

async function newCustomer(): Promise<Owner & { version: number }> {
  const response = await call('/api/customers', 'POST', token, { companyName: `Bestanden ${Date.now()}` });
  const { record } = await json<{ record: { id: string; version: number } }>(response);
  return { kind: 'customer', id: record.id, version: record.version };
}

async function filesOf(owner: Owner, as = token): Promise<FileListItem[]> {
  const response = await call(`/api/files?ownerKind=${owner.kind}&ownerId=${owner.id}`, 'GET', as);
  expect(response.status).toBe(200);
  return (await json<{ items: FileListItem[] }>(response)).items;
}

async function historyOf(owner: Owner) {
  const response = await call(`/api/${owner.kind}s/${owner.id}/history`, 'GET', token);
  return (
    await json<{ items: { action: string; subjectType: string; subjectId?: string; label?: string }[] }>(
      response,
    )
  ).items;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function announce(owner: Owner, size: number, contentType = 'application/pdf'): Promise<PresignAnswer> {
  const response = await presign(token, { ...pdfAnnouncement(owner, size), contentType });
  expect(response.status).toBe(201);
  return json<PresignAnswer>(response);
}

describe('uploading a file', () => {
  it('stores a checked PDF with its hash, lists it, and downloads it under its own name', async () => {
    const owner = await newCustomer();
    const bytes = pdfBytes('Offerte 2027');
    const file = await uploadFile(token, owner, bytes, 'Offerte 2027 (definitief).pdf');
    expect(file).toMatchObject({
      name: 'Offerte 2027 (definitief).pdf',
      size: bytes.length,
      contentType: 'application/pdf',
      category: 'overig',
      sha256: sha256(bytes),
      uploadedBy: { type: 'user', name: 'Test beheerder' },
      version: 1,
    });
    expect(file).not.toHaveProperty('objectKey');

    const [listed] = await filesOf(owner);
    expect(listed?.id).toBe(file.id);
    const viewed = await fetch(listed?.url ?? '');
    expect(new Uint8Array(await viewed.arrayBuffer())).toEqual(bytes);

    const { url } = await json<{ url: string }>(await call(`/api/files/${file.id}/download`, 'GET', token));
    const downloaded = await fetch(url);
    expect(downloaded.headers.get('content-disposition')).toContain('attachment;');
    expect(downloaded.headers.get('content-disposition')).toContain(
      encodeURIComponent('Offerte 2027 (definitief).pdf'),
    );
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(bytes);

    const [added] = await historyOf(owner);
    expect(added).toMatchObject({ action: 'create', subjectType: 'file', subjectId: file.id });
    expect(added?.label).toBe('Offerte 2027 (definitief).pdf');
  });

  it('refuses a presign without permission, too large, empty or of a type not allowed', async () => {
    const owner = await newCustomer();
    expect((await presign(readOnly, pdfAnnouncement(owner))).status).toBe(403);

    const tooLarge = await presign(token, pdfAnnouncement(owner, 25 * 1024 * 1024));
    expect(tooLarge.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(tooLarge)).errors.size).toEqual([
      'Ongeldige bestandsgrootte',
    ]);
    const largeImage = await presign(token, {
      owner,
      kind: 'image',
      name: 'foto.png',
      size: 11 * 1024 * 1024,
      contentType: 'image/png',
    });
    expect((await json<{ errors: Record<string, string[]> }>(largeImage)).errors.size).toEqual([
      'Ongeldige bestandsgrootte',
    ]);
    const empty = await presign(token, pdfAnnouncement(owner, 0));
    expect(empty.status).toBe(422);

    const program = await presign(token, {
      ...pdfAnnouncement(owner),
      contentType: 'application/x-msdownload',
    });
    expect(program.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(program)).errors.contentType?.[0]).toContain(
      'PDF, Word, Excel, tekst en CSV',
    );
    const pdfAsImage = await presign(token, { ...pdfAnnouncement(owner), kind: 'image' });
    expect((await json<{ errors: Record<string, string[]> }>(pdfAsImage)).errors.contentType?.[0]).toContain(
      'JPEG, PNG en WebP',
    );

    const missing = await presign(
      token,
      pdfAnnouncement({ kind: 'customer', id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' }),
    );
    expect(missing.status).toBe(404);
    expect(await filesOf(owner)).toEqual([]);
  });

  it('never lets an object become a file when it is larger, of another type or not what its bytes say', async () => {
    const owner = await newCustomer();
    const refused = async (answer: PresignAnswer) => {
      const response = await complete(token, answer.id);
      expect(response.status).toBe(422);
      expect((await json<{ message: string }>(response)).message).toBe(
        'Dit bestand is niet wat het lijkt te zijn en is niet opgeslagen.',
      );
      // The upload is gone: its object, and its announcement (a retry finds nothing).
      expect(await objectHead(`pending/${answer.id}`)).toBeUndefined();
      expect((await complete(token, answer.id)).status).toBe(404);
    };

    const larger = await announce(owner, 20);
    expect(
      await postToBucket(larger, pdfBytes('veel langer dan aangekondigd'), 'application/pdf'),
    ).toBeLessThan(300);
    await refused(larger);

    const otherType = await announce(owner, 17);
    await postToBucket(
      { ...otherType, fields: { ...otherType.fields, 'Content-Type': 'image/png' } },
      pngBytes(),
      'image/png',
    );
    await refused(otherType);

    // An .exe renamed to .pdf: the declared type and size match, the leading bytes do not.
    const program = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
    const renamed = await announce(owner, program.length);
    await postToBucket(renamed, program, 'application/pdf');
    await refused(renamed);

    expect(await filesOf(owner)).toEqual([]);
  });

  it('says the file was not uploaded when nothing arrived, and lets only its uploader complete it', async () => {
    const owner = await newCustomer();
    const bytes = pdfBytes('nog niet');
    const answer = await announce(owner, bytes.length);
    const early = await complete(token, answer.id);
    expect(early.status).toBe(422);
    expect((await json<{ message: string }>(early)).message).toBe(
      'Het bestand is niet (volledig) geüpload. Probeer het opnieuw.',
    );
    await postToBucket(answer, bytes, 'application/pdf');
    expect((await complete(colleague, answer.id)).status).toBe(404);
    expect((await complete(readOnly, answer.id)).status).toBe(403);

    // Two completions at once (a double click): one file; the other finds the upload claimed (409)
    // or, when the first has already finished, gone (404).
    const statuses = (await Promise.all([complete(token, answer.id), complete(token, answer.id)]))
      .map((response) => response.status)
      .sort();
    expect(statuses[0]).toBe(201);
    expect([404, 409]).toContain(statuses[1]);
    expect(await filesOf(owner)).toHaveLength(1);
    const [file] = await filesOf(owner);
    expect(new Uint8Array(await (await fetch(file?.url ?? '')).arrayBuffer())).toEqual(bytes);
  });

  it('checks an upload once at a time: a held claim answers 409, a claim left by a crash is taken over', async () => {
    const owner = await newCustomer();
    const bytes = pdfBytes('geclaimd');
    const answer = await announce(owner, bytes.length);
    await postToBucket(answer, bytes, 'application/pdf');
    const claimAt = (claimedAt: number) =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.upload(answer.id),
          UpdateExpression: 'SET claimedAt = :at',
          ExpressionAttributeValues: { ':at': claimedAt },
        }),
      );

    await claimAt(Date.now());
    const busy = await complete(token, answer.id);
    expect(busy.status).toBe(409);
    expect((await json<{ message: string }>(busy)).message).toBe(fileMessages.busy);
    expect(await filesOf(owner)).toEqual([]);

    await claimAt(Date.now() - 2 * 60_000);
    expect((await complete(token, answer.id)).status).toBe(201);
    expect(await filesOf(owner)).toHaveLength(1);
  });
});

describe('changing files', () => {
  it('refuses a name that is not well-formed Unicode, and still lists and downloads a stored one', async () => {
    const owner = await newCustomer();
    const lone = 'Offerte \ud800.pdf';
    const announced = await presign(token, pdfAnnouncement(owner, 100, lone));
    expect(announced.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(announced)).errors.name).toEqual([
      fileMessages.malformedName,
    ]);
    const file = await uploadFile(token, owner, pdfBytes('surrogaat'), 'Offerte 😀.pdf');
    const rename = await call(`/api/files/${file.id}`, 'PUT', token, {
      name: lone,
      category: 'overig',
      version: file.version,
    });
    expect(rename.status).toBe(422);
    // A name stored before names were checked: the list and a download never throw.
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.file(ownerPk({ kind: 'customer', id: owner.id }), file.id),
        UpdateExpression: 'SET #name = :name',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': lone },
      }),
    );
    const [listed] = await filesOf(owner);
    expect(listed?.id).toBe(file.id);
    const download = await call(`/api/files/${file.id}/download`, 'GET', token);
    expect(download.status).toBe(200);
    const downloaded = await fetch((await json<{ url: string }>(download)).url);
    expect(downloaded.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Offerte%20%EF%BF%BD.pdf",
    );
  });

  it('renames and recategorises with the owner history, and refuses a stale version', async () => {
    const owner = await newCustomer();
    const file = await uploadFile(token, owner, pdfBytes('polis'), 'scan.pdf');
    const renamed = await call(`/api/files/${file.id}`, 'PUT', token, {
      name: 'Polis 2027.pdf',
      category: 'polis',
      validUntil: '2027-12-31',
      version: file.version,
    });
    expect(renamed.status).toBe(200);
    expect((await json<{ record: FileRecord }>(renamed)).record).toMatchObject({
      name: 'Polis 2027.pdf',
      category: 'polis',
      validUntil: '2027-12-31',
      version: 2,
    });
    const stale = await call(`/api/files/${file.id}`, 'PUT', token, {
      name: 'Ander.pdf',
      category: 'overig',
      version: file.version,
    });
    expect(stale.status).toBe(409);
    const invalid = await call(`/api/files/${file.id}`, 'PUT', token, {
      name: 'map/naam.pdf',
      category: 'onbekend',
      version: 2,
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(invalid)).errors).sort()).toEqual([
      'category',
      'name',
    ]);

    const [changed] = await historyOf(owner);
    expect(changed).toMatchObject({ action: 'update', subjectType: 'file', label: 'Polis 2027.pdf' });
    const { url } = await json<{ url: string }>(await call(`/api/files/${file.id}/download`, 'GET', token));
    expect((await fetch(url)).headers.get('content-disposition')).toContain('Polis%202027.pdf');
  });

  it('orders images by a move of one item, and keeps both of two moves made at once', async () => {
    const owner = await newCustomer();
    const images: FileRecord[] = [];
    for (const [index, name] of ['a.png', 'b.jpg', 'c.png', 'd.jpg'].entries()) {
      const bytes = name.endsWith('png') ? pngBytes(index) : jpegBytes(index);
      const type = name.endsWith('png') ? 'image/png' : 'image/jpeg';
      images.push(await uploadFile(token, owner, bytes, name, type, 'image'));
    }
    const names = async () => (await filesOf(owner)).map((file) => file.name);
    expect(await names()).toEqual(['a.png', 'b.jpg', 'c.png', 'd.jpg']);

    const [a, b, c, d] = images as [FileRecord, FileRecord, FileRecord, FileRecord];
    // Two people at once: one makes d the cover, the other moves b after c.
    const moves = await Promise.all([
      call(`/api/files/${d.id}/position`, 'PUT', token, { afterId: null, version: d.version }),
      call(`/api/files/${b.id}/position`, 'PUT', colleague, { afterId: c.id, version: b.version }),
    ]);
    expect(moves.map((move) => move.status)).toEqual([200, 200]);
    expect(await names()).toEqual(['d.jpg', 'a.png', 'c.png', 'b.jpg']);

    // A stale version, or a neighbour that is not among the files, changes nothing.
    expect(
      (await call(`/api/files/${a.id}/position`, 'PUT', token, { afterId: null, version: 9 })).status,
    ).toBe(409);
    const gone = await call(`/api/files/${a.id}/position`, 'PUT', token, {
      afterId: 'bestaat-niet',
      version: 1,
    });
    expect(gone.status).toBe(409);
    expect(await names()).toEqual(['d.jpg', 'a.png', 'c.png', 'b.jpg']);
    expect((await historyOf(owner)).filter((entry) => entry.action === 'move')).toHaveLength(2);
  });

  it('deletes a file with its object, after asking for the current version', async () => {
    const owner = await newCustomer();
    const file = await uploadFile(token, owner, pdfBytes('weg'), 'weg.pdf');
    const [listed] = await filesOf(owner);
    expect((await call(`/api/files/${file.id}?version=7`, 'DELETE', token)).status).toBe(409);
    expect((await call(`/api/files/${file.id}?version=1`, 'DELETE', readOnly)).status).toBe(403);
    expect((await call(`/api/files/${file.id}?version=1`, 'DELETE', token)).status).toBe(204);
    expect(await filesOf(owner)).toEqual([]);
    expect((await fetch(listed?.url ?? '')).status).toBe(404);
    expect((await call(`/api/files/${file.id}/download`, 'GET', token)).status).toBe(404);
    expect(await historyOf(owner)).toContainEqual(
      expect.objectContaining({ action: 'delete', subjectType: 'file', label: 'weg.pdf' }),
    );
  });

  it('lets a read-only colleague list and download, nothing else', async () => {
    const owner = await newCustomer();
    const file = await uploadFile(token, owner, pdfBytes('lezen'), 'lezen.pdf');
    expect(await filesOf(owner, readOnly)).toHaveLength(1);
    expect((await call(`/api/files/${file.id}/download`, 'GET', readOnly)).status).toBe(200);
    const rename = { name: 'x.pdf', category: 'overig', version: 1 };
    expect((await call(`/api/files/${file.id}`, 'PUT', readOnly, rename)).status).toBe(403);
  });
});

describe('files and their record', () => {
  it('go when the record is deleted: items, objects and the markers that named them', async () => {
    const owner = await newCustomer();
    const files = [
      await uploadFile(token, owner, pdfBytes('een'), 'een.pdf'),
      await uploadFile(token, owner, pngBytes(7), 'twee.png', 'image/png', 'image'),
    ];
    const deleted = await call(`/api/customers/${owner.id}?version=${owner.version}`, 'DELETE', token);
    expect(deleted.status).toBe(204);
    for (const file of files) {
      expect(await objectHead(`files/${file.id}`)).toBeUndefined();
      const marker = await dynamo.send(
        new GetCommand({ TableName: tableName(), Key: keys.objectToDelete(`files/${file.id}`) }),
      );
      expect(marker.Item).toBeUndefined();
      expect((await call(`/api/files/${file.id}/download`, 'GET', token)).status).toBe(404);
    }
  });

  it('move with a lead to the customer it becomes', async () => {
    const lead = await json<{ record: { id: string } }>(
      await call('/api/leads', 'POST', token, {
        companyName: `Lead met bestand ${Date.now()}`,
        source: 'website',
      }),
    );
    const owner = { kind: 'lead', id: lead.record.id };
    const bytes = pdfBytes('lead');
    const file = await uploadFile(token, owner, bytes, 'kvk.pdf');
    const converted = await call(`/api/leads/${owner.id}/convert`, 'POST', token, { version: 1 });
    expect(converted.status).toBe(201);
    const customerId = (await json<{ record: { id: string } }>(converted)).record.id;
    expect(await filesOf(owner)).toEqual([]);
    const [moved] = await filesOf({ kind: 'customer', id: customerId });
    expect(moved).toMatchObject({ id: file.id, ownerKind: 'customer', ownerId: customerId, name: 'kvk.pdf' });
    expect(new Uint8Array(await (await fetch(moved?.url ?? '')).arrayBuffer())).toEqual(bytes);
  });

  it('the cleanup job deletes an object whose delete failed before, and its marker', async () => {
    const owner = await newCustomer();
    const file = await uploadFile(token, owner, pdfBytes('wees'), 'wees.pdf');
    const orphan = `files/orphan-${file.id}`;
    await copyObject(`files/${file.id}`, orphan);
    await sendTransaction([objectDeletion({ objectKey: orphan })]);
    expect(await sweepDeletedObjects()).toBeGreaterThanOrEqual(1);
    expect(await objectHead(orphan)).toBeUndefined();
    const marker = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.objectToDelete(orphan) }),
    );
    expect(marker.Item).toBeUndefined();
    expect(await objectHead(`files/${file.id}`)).toBeDefined();
  });
});
