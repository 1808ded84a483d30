import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { PresignAnswer } from '@crm/core/files/schema';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { dynamo, tableName } from '@crm/core/db/client';
import { keys } from '@crm/core/db/keys';
import { runDaily } from '@crm/core/deadlines/daily';
import { jobsIdle } from '@crm/core/jobs/dispatch';
import { addDays, dutchToday } from '@crm/core/nl/date';
import { readChangeSet } from '@crm/core/staged/change-set';
import type { ReviewAnswer } from '@crm/core/staged/schema';
import type { PublicRequest } from '@crm/core/supplier-requests/public';
import { createTestUser, json, lastMailTo, request, signIn } from '../testing.ts';
import { pdfBytes, postToBucket } from './files-testing.ts';

/**
 * A supplier information request joined to its staged change set and answered through its link
 * (decision 050): the send makes the change set; the supplier's page reads, saves a draft, uploads
 * and submits; staff review, approve or send back.
 */
let admin: string;
let second: string;
const ip = '198.51.100.50';

type Record_ = { id: string; version: number; [key: string]: unknown };

const call = (path: string, method: string, body?: unknown, token = admin) =>
  request(path, { method, token, ip, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function created(path: string, body: unknown): Promise<Record_> {
  const response = await call(path, 'POST', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: Record_ }>(response)).record;
}

/** The supplier's page, by its link token (no session). */
const page = (token: string) =>
  request(`/api/supplier-information-requests?token=${encodeURIComponent(token)}`, { ip });
const act = (token: string, what: 'draft' | 'submit', body: object) =>
  request(`/api/supplier-information-requests/${what}`, {
    method: 'POST',
    ip,
    headers: { 'User-Agent': 'Testbrowser/1.0' },
    body: JSON.stringify({ token, ...body }),
  });
const shown = async (token: string) => {
  const response = await page(token);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<PublicRequest>(response);
};

/** A sent request asking Telefoon, a critical IBAN (required) and a required KvK-uittreksel with Geldig tot. */
async function sentRequest() {
  const email = `leverancier-${ulid().toLowerCase()}@example.nl`;
  const supplier = await created('/api/suppliers', {
    companyName: `Leverancier ${ulid()}`,
    phone: '020 123 4567',
  });
  await call(`/api/suppliers/${supplier.id}/financial`, 'PUT', {
    version: 0,
    iban: 'NL91ABNA0417164300',
  });
  const contact = await created('/api/contacts', {
    parentKind: 'supplier',
    parentId: supplier.id,
    firstName: 'Sanne',
    lastName: 'de Vries',
    primary: true,
    email,
    mobile: '06 12345678',
  });
  const template = await created('/api/supplier-requests/templates', {
    name: `Controle ${ulid()}`,
    fields: [
      { key: 'organisation.phone', required: false, critical: false },
      { key: 'financial.iban', required: true, critical: true },
    ],
    documents: [{ category: 'kvk-uittreksel', required: true, validUntil: true }],
  });
  const draft = await created('/api/supplier-requests', {
    supplierId: supplier.id,
    templateId: template.id,
    contactId: contact.id,
  });
  const sent = await call(`/api/supplier-requests/${draft.id}/send`, 'POST', { version: draft.version });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const { token } = await lastMailTo(email);
  return { supplier, contact, email, id: draft.id, token };
}

async function staffRequest(id: string) {
  return (await json<{ record: Record_ }>(await call(`/api/supplier-requests/${id}`, 'GET'))).record;
}

/** Uploads a KvK-uittreksel through the link, as the page does (the files' link flow). */
async function uploadKvk(token: string, supplierId: string, validUntil?: string) {
  const bytes = pdfBytes(`KvK ${ulid()}`);
  const announced = await request('/api/files/presign', {
    method: 'POST',
    ip,
    headers: { 'X-Link-Token': token },
    body: JSON.stringify({
      owner: { kind: 'supplier', id: supplierId },
      kind: 'document',
      name: 'kvk-uittreksel.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
      category: 'kvk-uittreksel',
      ...(validUntil ? { validUntil } : {}),
    }),
  });
  expect(announced.status, await announced.clone().text()).toBe(201);
  const answer = await json<PresignAnswer>(announced);
  expect(await postToBucket(answer, bytes, 'application/pdf')).toBeLessThan(300);
  const completed = await request(`/api/files/${answer.id}/complete`, {
    method: 'POST',
    ip,
    headers: { 'X-Link-Token': token },
  });
  expect(completed.status, await completed.clone().text()).toBe(201);
}

async function review(id: string, token = admin) {
  const response = await call(`/api/staged/supplier-requests/${id}`, 'GET', undefined, token);
  expect(response.status).toBe(200);
  return json<ReviewAnswer>(response);
}

const decide = async (id: string, body: object, token = admin) => {
  const { version } = await review(id, token);
  return call(`/api/staged/supplier-requests/${id}/decisions`, 'POST', { version, ...body }, token);
};

/** Fills in Telefoon and IBAN, uploads the KvK and submits. */
async function submitted() {
  const sent = await sentRequest();
  const before = await shown(sent.token);
  const saved = await act(sent.token, 'draft', {
    version: before.version,
    values: { 'organisation.phone': '020 765 4321', 'financial.iban': 'NL02ABNA0123456789' },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  await uploadKvk(sent.token, sent.supplier.id, '2030-01-31');
  const { version } = await shown(sent.token);
  const done = await act(sent.token, 'submit', { version });
  expect(done.status, await done.clone().text()).toBe(200);
  return sent;
}

beforeAll(async () => {
  admin = await signIn((await createTestUser('beheerder')).email);
  second = await signIn((await createTestUser('beheerder')).email);
});

describe('sending makes the change set', () => {
  it('snapshots the supplier as sent with its phones on file, the template’s critical fields critical', async () => {
    const { id } = await sentRequest();
    const changeSet = await readChangeSet({ kind: 'supplier-request', id });
    expect(changeSet).toMatchObject({ locked: false, critical: ['financial.iban'], version: 1 });
    expect(changeSet.fields['organisation.phone']).toMatchObject({ sent: '020 123 4567', state: 'open' });
    expect(changeSet.fields['financial.iban']).toMatchObject({ sent: 'NL91ABNA0417164300' });
    expect(changeSet.phonesOnFile).toEqual(['020 123 4567', '06 12345678']);
    // The staff page's copy is the same snapshot.
    expect((await staffRequest(id)).sent).toEqual({
      'organisation.phone': '020 123 4567',
      'financial.iban': 'NL91ABNA0417164300',
    });
  });

  it('a resend replaces it: the new round starts from the supplier as it is now', async () => {
    const { id, token } = await sentRequest();
    const before = await shown(token);
    await act(token, 'draft', { version: before.version, values: { 'organisation.phone': '030 111 2222' } });
    const record = await staffRequest(id);
    const resent = await call(`/api/supplier-requests/${id}/resend`, 'POST', { version: record.version });
    expect(resent.status).toBe(200);
    const changeSet = await readChangeSet({ kind: 'supplier-request', id });
    expect(changeSet.version).toBe(1);
    expect(changeSet.fields['organisation.phone']?.proposed).toBeUndefined();
  });
});

describe('the supplier’s page', () => {
  it('shows the request and changes nothing', async () => {
    const { id, token, supplier } = await sentRequest();
    const before = await staffRequest(id);
    const body = await shown(token);
    expect(body).toMatchObject({
      supplierName: supplier.companyName,
      status: 'verstuurd',
      open: true,
      version: 1,
      documents: [{ category: 'kvk-uittreksel', label: 'KvK-uittreksel', required: true, validUntil: true }],
      uploaded: [],
    });
    expect(body.fields).toEqual([
      expect.objectContaining({ key: 'organisation.phone', value: '020 123 4567', editable: true }),
      expect.objectContaining({ key: 'financial.iban', required: true, critical: true, editable: true }),
    ]);
    await shown(token);
    const after = await staffRequest(id);
    expect(after).toMatchObject({ status: 'verstuurd', version: before.version });
    expect((await readChangeSet({ kind: 'supplier-request', id })).version).toBe(1);
  });

  it('saves a draft: the first POST opens the request, a stale version is a 409, a second device continues', async () => {
    const { id, token } = await sentRequest();
    const saved = await act(token, 'draft', { version: 1, values: { 'organisation.phone': '030 111 2222' } });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ version: 2 });
    expect(await staffRequest(id)).toMatchObject({ status: 'geopend' });

    const stale = await act(token, 'draft', { version: 1, values: { 'organisation.phone': '030 999 9999' } });
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toContain('ander apparaat');

    // Another device loads the page and finds the draft, then saves on the version it read.
    const elsewhere = await shown(token);
    expect(elsewhere.version).toBe(2);
    expect(elsewhere.fields.find((field) => field.key === 'organisation.phone')?.value).toBe('030 111 2222');
    const next = await act(token, 'draft', {
      version: elsewhere.version,
      values: { 'financial.iban': 'NL02ABNA0123456789' },
    });
    expect(next.status).toBe(200);
    const both = await shown(token);
    expect(both.fields.map((field) => field.value)).toEqual(['030 111 2222', 'NL02ABNA0123456789']);
  });

  it('answers 422 in Dutch per field with the catalogue’s rules, and keeps the rest unsaved', async () => {
    const { token } = await sentRequest();
    const response = await act(token, 'draft', {
      version: 1,
      values: { 'financial.iban': 'NL00 GEEN IBAN', 'organisation.phone': '030 111 2222' },
    });
    expect(response.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(response);
    expect(errors['financial.iban']?.[0]).toMatch(/IBAN/);
    expect((await shown(token)).version).toBe(1);
  });

  it('refuses a submission without what is required: 422 per field and document', async () => {
    const { token } = await sentRequest();
    await act(token, 'draft', { version: 1, values: { 'financial.iban': '' } });
    const response = await act(token, 'submit', { version: 2 });
    expect(response.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(response);
    expect(errors['financial.iban']).toEqual(['Vul IBAN in.']);
    expect(errors['documents.kvk-uittreksel']).toEqual(['Voeg een KvK-uittreksel toe.']);
  });

  it('asks for Geldig tot when the template does', async () => {
    const { token, supplier } = await sentRequest();
    await uploadKvk(token, supplier.id);
    const response = await act(token, 'submit', { version: 1 });
    expect(response.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(response);
    expect(errors['documents.kvk-uittreksel']).toEqual(['Vul bij dit document Geldig tot in.']);
  });

  it('submits with evidence, a receipt and a locked answer; after that nothing changes', async () => {
    const { id, token, email } = await submitted();
    const record = await staffRequest(id);
    expect(record).toMatchObject({
      status: 'ingediend',
      submission: { ip, userAgent: 'Testbrowser/1.0', email },
    });
    expect((await readChangeSet({ kind: 'supplier-request', id })).locked).toBe(true);
    expect((await lastMailTo(email)).message.subject).toContain('Ontvangen');

    const body = await shown(token);
    expect(body).toMatchObject({ status: 'ingediend', open: false });
    expect(body.fields.every((field) => !field.editable)).toBe(true);
    expect(body.uploaded).toHaveLength(1);
    const draft = await act(token, 'draft', { version: body.version, values: { 'organisation.phone': '1' } });
    expect(draft.status).toBe(409);
    expect((await json<{ message: string }>(draft)).message).toContain('al ingediend');
    expect((await act(token, 'submit', { version: body.version })).status).toBe(409);
    expect(await staffRequest(id)).toMatchObject({ version: record.version });
  });

  it('a token reads and writes only its own request; another purpose’s token opens nothing', async () => {
    const first = await sentRequest();
    const other = await sentRequest();
    expect((await shown(other.token)).supplierId).toBe(other.supplier.id);
    await act(other.token, 'draft', { version: 1, values: { 'organisation.phone': '040 222 3333' } });
    expect((await readChangeSet({ kind: 'supplier-request', id: first.id })).version).toBe(1);
    expect((await shown(first.token)).fields[0]?.value).toBe('020 123 4567');
    // Its upload goes to its own supplier only.
    const announced = await request('/api/files/presign', {
      method: 'POST',
      ip,
      headers: { 'X-Link-Token': other.token },
      body: JSON.stringify({
        owner: { kind: 'supplier', id: first.supplier.id },
        kind: 'document',
        name: 'kvk.pdf',
        size: 100,
        contentType: 'application/pdf',
        category: 'kvk-uittreksel',
      }),
    });
    expect(announced.status).toBe(403);
    expect((await page('niet-een-echte-token-maar-lang-genoeg')).status).toBe(410);
  });
});

describe('a renamed or deleted supplier', () => {
  it('renamed, gives its requests the new name, without moving their version', async () => {
    const { id, token, supplier } = await sentRequest();
    const before = await staffRequest(id);
    const detail = await json<{ record: Record_ }>(await call(`/api/suppliers/${supplier.id}`, 'GET'));
    const name = `Hernoemd ${ulid()}`;
    const renamed = await call(`/api/suppliers/${supplier.id}`, 'PUT', {
      ...detail.record,
      companyName: name,
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    await jobsIdle();
    expect(await staffRequest(id)).toMatchObject({ supplierName: name, version: before.version });
    expect((await shown(token)).supplierName).toBe(name);
  });

  // The request item carries the "Te beoordelen" index keys: gone with it (404), gone from there.
  it('takes its requests along: the link stops working and nothing is left to review', async () => {
    const { id, token, supplier } = await submitted();
    const other = await sentRequest();
    expect((await page(token)).status).toBe(200);
    const detail = await json<{ record: Record_ }>(await call(`/api/suppliers/${supplier.id}`, 'GET'));
    const deleted = await call(`/api/suppliers/${supplier.id}?version=${detail.record.version}`, 'DELETE');
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    expect((await call(`/api/supplier-requests/${id}`, 'GET')).status).toBe(404);
    expect((await page(token)).status).toBe(410);
    expect(await readChangeSet({ kind: 'supplier-request', id }).catch(() => undefined)).toBeUndefined();
    // Another supplier's request is untouched.
    expect((await page(other.token)).status).toBe(200);
  });
});

describe('staff review', () => {
  it('moves to Goedgekeurd once every change is decided; a critical one needs a second colleague', async () => {
    const { id } = await submitted();
    expect((await decide(id, { field: 'organisation.phone', decision: 'approve' })).status).toBe(200);
    expect((await decide(id, { field: 'financial.iban', decision: 'approve' })).status).toBe(200);
    expect(await staffRequest(id)).toMatchObject({ status: 'ingediend' });
    expect((await decide(id, { field: 'financial.iban', decision: 'approve' })).status).toBe(403);
    const final = await decide(
      id,
      { field: 'financial.iban', decision: 'approve', phone: '06 12345678', confirmedBy: 'Sanne' },
      second,
    );
    expect(final.status, await final.clone().text()).toBe(200);
    expect(await staffRequest(id)).toMatchObject({ status: 'goedgekeurd' });
  });

  it('Terugsturen reopens exactly the named fields, mails the comment, and the link works again', async () => {
    const { id, token, email } = await submitted();
    await decide(id, { field: 'organisation.phone', decision: 'approve' });
    const record = await staffRequest(id);
    const refused = await call(`/api/supplier-requests/${id}/return`, 'POST', {
      version: record.version,
      comment: ' ',
      fields: [],
    });
    expect(refused.status).toBe(422);
    const returned = await call(`/api/supplier-requests/${id}/return`, 'POST', {
      version: record.version,
      comment: 'Het IBAN hoort niet bij uw bedrijf.',
      fields: ['financial.iban'],
      documents: [],
    });
    expect(returned.status, await returned.clone().text()).toBe(200);
    expect(await staffRequest(id)).toMatchObject({ status: 'teruggestuurd' });
    expect((await lastMailTo(email)).message.text).toContain('Het IBAN hoort niet bij uw bedrijf.');

    const body = await shown(token);
    expect(body).toMatchObject({
      status: 'teruggestuurd',
      returnComment: 'Het IBAN hoort niet bij uw bedrijf.',
    });
    expect(body.fields.map((field) => [field.key, field.editable])).toEqual([
      ['organisation.phone', false],
      ['financial.iban', true],
    ]);
    expect(body.documents[0]?.editable).toBe(false);
    const other = await act(token, 'draft', { version: body.version, values: { 'organisation.phone': '1' } });
    expect(other.status).toBe(422);
    const iban = await act(token, 'draft', {
      version: body.version,
      values: { 'financial.iban': 'NL20INGB0001234567' },
    });
    expect(iban.status, await iban.clone().text()).toBe(200);
    const again = await act(token, 'submit', { version: (await shown(token)).version });
    expect(again.status, await again.clone().text()).toBe(200);
    const rows = (await review(id)).rows;
    expect(rows.find((row) => row.field === 'organisation.phone')).toMatchObject({ state: 'approved' });
    expect(rows.find((row) => row.field === 'financial.iban')).toMatchObject({
      state: 'open',
      proposed: 'NL20INGB0001234567',
    });
  });

  it("Terugsturen gives the link the template's validity again, in the mail and for the daily job", async () => {
    const { id, token, email } = await submitted();
    const before = await staffRequest(id);
    // As if the request was sent 13 of its 14 days ago: one day left.
    const oneDay = Math.floor(Date.now() / 1000) + 24 * 60 * 60;
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.link(String(before.linkId)),
        UpdateExpression: 'SET expiresAt = :at',
        ExpressionAttributeValues: { ':at': oneDay },
      }),
    );
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.supplierRequest(id),
        UpdateExpression: 'SET linkExpiresAt = :at',
        ExpressionAttributeValues: { ':at': new Date(oneDay * 1000).toISOString() },
      }),
    );
    const returned = await call(`/api/supplier-requests/${id}/return`, 'POST', {
      version: before.version,
      comment: 'Graag een recent uittreksel.',
      documents: ['kvk-uittreksel'],
    });
    expect(returned.status, await returned.clone().text()).toBe(200);
    const after = await staffRequest(id);
    const renewed = Date.parse(String(after.linkExpiresAt));
    expect(renewed - oneDay * 1000).toBeGreaterThan(12 * 24 * 60 * 60 * 1000);
    const mail = await lastMailTo(email);
    expect(mail.message.text).toContain('Graag een recent uittreksel.');
    expect(decodeJwt(mail.token).exp).toBe(renewed / 1000);
    expect((await shown(mail.token)).status).toBe('teruggestuurd');
    expect((await shown(token)).status).toBe('teruggestuurd');
    // The day after the old last day the request is not Verlopen: its expiry moved with the link.
    const run = await runDaily({
      today: addDays(dutchToday(), 2),
      jobName: `return-${ulid()}`,
      records: new Set([keys.supplierRequest(id).pk]),
    });
    expect(run.outcomes.flatMap((outcome) => outcome.steps)).toEqual([]);
    expect(await staffRequest(id)).toMatchObject({ status: 'teruggestuurd' });
  });

  it('Goedkeuren by hand: refused while a change is open, done for a submission without changes', async () => {
    const { id } = await submitted();
    const open = await call(`/api/supplier-requests/${id}/approve`, 'POST', {
      version: (await staffRequest(id)).version,
    });
    expect(open.status).toBe(409);
    expect((await json<{ message: string }>(open)).message).toBe(
      'Nog niet over elke voorgestelde wijziging is beslist.',
    );

    const unchanged = await sentRequest();
    await uploadKvk(unchanged.token, unchanged.supplier.id, '2030-01-31');
    expect((await act(unchanged.token, 'submit', { version: 1 })).status).toBe(200);
    const record = await staffRequest(unchanged.id);
    const approved = await call(`/api/supplier-requests/${unchanged.id}/approve`, 'POST', {
      version: record.version,
    });
    expect(approved.status).toBe(200);
    expect(await staffRequest(unchanged.id)).toMatchObject({ status: 'goedgekeurd' });
  });

  it('a document sent back must be uploaded anew before the answer goes in again', async () => {
    const { id, token, supplier } = await submitted();
    const returned = await call(`/api/supplier-requests/${id}/return`, 'POST', {
      version: (await staffRequest(id)).version,
      comment: 'Het uittreksel is te oud.',
      documents: ['kvk-uittreksel'],
    });
    expect(returned.status, await returned.clone().text()).toBe(200);
    const body = await shown(token);
    expect(body.fields.every((field) => !field.editable)).toBe(true);
    expect(body.documents[0]?.editable).toBe(true);
    const early = await act(token, 'submit', { version: body.version });
    expect(early.status).toBe(422);
    await uploadKvk(token, supplier.id, '2031-06-30');
    const again = await act(token, 'submit', { version: body.version });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await staffRequest(id)).toMatchObject({ status: 'ingediend' });
  });
});
