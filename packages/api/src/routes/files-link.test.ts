import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileListItem, FileRecord } from '@crm/core/files/public';
import { allowLinkUploads } from '@crm/core/files/link-access';
import type { PresignAnswer } from '@crm/core/files/schema';
import { issueLink, revokeLink } from '@crm/core/links/link-token';
import { createTestUser, json, request, signIn } from '../testing.ts';
import { pdfBytes, postToBucket, uploadFile } from './files-testing.ts';

/**
 * An outsider's page uploads through the same routes with its link token. No link purpose takes
 * uploads yet (onboarding and supplier requests will); this test gives onboarding links a policy
 * of its own: KvK-uittreksels, as documents, to the lead the link is about.
 */
let staff: string;
let leadId: string;
let otherLeadId: string;
let linkToken: string;
let takeBack: () => void;

const asLink = (path: string, method: string, token: string, body?: unknown) =>
  request(path, {
    method,
    headers: { 'X-Link-Token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const kvk = (owner: { kind: string; id: string }, bytes: Uint8Array, extra: object = {}) => ({
  owner,
  kind: 'document',
  name: 'kvk-uittreksel.pdf',
  size: bytes.length,
  contentType: 'application/pdf',
  category: 'kvk-uittreksel',
  ...extra,
});

async function newLead(name: string): Promise<string> {
  const response = await request('/api/leads', {
    method: 'POST',
    token: staff,
    body: JSON.stringify({ companyName: `${name} ${Date.now()}`, source: 'website' }),
  });
  return (await json<{ record: { id: string } }>(response)).record.id;
}

beforeAll(async () => {
  staff = await signIn((await createTestUser('beheerder')).email);
  [leadId, otherLeadId] = [await newLead('Onboarding'), await newLead('Ander')];
  takeBack = allowLinkUploads('onboarding', async (link) => ({
    owner: { kind: 'lead', id: link.subject },
    categories: ['kvk-uittreksel'],
    kinds: ['document'],
    uploaderName: 'Externe relatie',
  }));
  ({ token: linkToken } = await issueLink({
    purpose: 'onboarding',
    subject: leadId,
    ttlSeconds: 3600,
    singleUse: false,
  }));
});

afterAll(() => takeBack());

/** The outsider's three steps through a link; fails the test unless each succeeds. */
async function uploadThroughLink(token: string, owner: { kind: string; id: string }, text: string) {
  const bytes = pdfBytes(text);
  const announced = await asLink('/api/files/presign', 'POST', token, kvk(owner, bytes));
  expect(announced.status).toBe(201);
  const answer = await json<PresignAnswer>(announced);
  expect(await postToBucket(answer, bytes, 'application/pdf')).toBeLessThan(300);
  const completed = await asLink(`/api/files/${answer.id}/complete`, 'POST', token);
  expect(completed.status).toBe(201);
  return (await json<{ record: FileRecord }>(completed)).record;
}

async function listedThroughLink(token: string, ownerId: string): Promise<string[]> {
  const listed = await asLink(`/api/files?ownerKind=lead&ownerId=${ownerId}`, 'GET', token);
  expect(listed.status).toBe(200);
  return (await json<{ items: FileListItem[] }>(listed)).items.map((file) => file.id).sort();
}

describe('an outsider uploading through a link', () => {
  it('adds a checked file to the link’s record, named as the link knows them', async () => {
    const bytes = pdfBytes('KvK van de relatie');
    const owner = { kind: 'lead', id: leadId };
    const announced = await asLink('/api/files/presign', 'POST', linkToken, kvk(owner, bytes));
    expect(announced.status).toBe(201);
    expect(announced.headers.get('referrer-policy')).toBe('no-referrer');
    const answer = await json<PresignAnswer>(announced);
    expect(await postToBucket(answer, bytes, 'application/pdf')).toBeLessThan(300);
    // A colleague cannot complete the outsider's upload, nor the outsider a colleague's.
    expect((await request(`/api/files/${answer.id}/complete`, { method: 'POST', token: staff })).status).toBe(
      404,
    );
    const completed = await asLink(`/api/files/${answer.id}/complete`, 'POST', linkToken);
    expect(completed.status).toBe(201);
    const { record } = await json<{ record: FileRecord }>(completed);
    expect(record).toMatchObject({
      ownerKind: 'lead',
      ownerId: leadId,
      category: 'kvk-uittreksel',
      uploadedBy: { type: 'link', name: 'Externe relatie' },
    });

    const history = await json<{ items: { actorName: string; subjectType: string }[] }>(
      await request(`/api/leads/${leadId}/history`, { token: staff }),
    );
    expect(history.items[0]).toMatchObject({ actorName: 'Externe relatie', subjectType: 'file' });
  });

  it('lists exactly the files uploaded through that link: not none, not another link’s', async () => {
    const lead = await newLead('Twee links');
    const owner = { kind: 'lead', id: lead };
    const [first, second] = await Promise.all(
      [1, 2].map(async () => {
        const { token } = await issueLink({
          purpose: 'onboarding',
          subject: lead,
          ttlSeconds: 3600,
          singleUse: false,
        });
        return token;
      }),
    );
    if (!first || !second) throw new Error('two links expected');
    const a = [await uploadThroughLink(first, owner, 'A1'), await uploadThroughLink(first, owner, 'A2')];
    const b = await uploadThroughLink(second, owner, 'B1');
    await uploadFile(staff, owner, pdfBytes('intern'), 'intern.pdf');
    expect(await listedThroughLink(first, lead)).toEqual(a.map((file) => file.id).sort());
    expect(await listedThroughLink(second, lead)).toEqual([b.id]);
  });

  it('sees only what it uploaded, and can change nothing', async () => {
    const staffFile = await uploadFile(staff, { kind: 'lead', id: leadId }, pdfBytes('intern'), 'intern.pdf');
    const listed = await asLink(`/api/files?ownerKind=lead&ownerId=${leadId}`, 'GET', linkToken);
    expect(listed.status).toBe(200);
    const { items } = await json<{ items: FileListItem[] }>(listed);
    expect(items.map((file) => file.id)).not.toContain(staffFile.id);
    expect(items.every((file) => file.uploadedBy.type === 'link')).toBe(true);

    expect((await asLink(`/api/files/${staffFile.id}/download`, 'GET', linkToken)).status).toBe(403);
    const rename = { name: 'x.pdf', category: 'overig', version: 1 };
    expect((await asLink(`/api/files/${staffFile.id}`, 'PUT', linkToken, rename)).status).toBe(403);
    expect((await asLink(`/api/files/${staffFile.id}?version=1`, 'DELETE', linkToken)).status).toBe(403);
    const position = { afterId: null, version: 1 };
    expect((await asLink(`/api/files/${staffFile.id}/position`, 'PUT', linkToken, position)).status).toBe(
      403,
    );
  });

  it('is refused for another record, another category or kind, and another record’s list', async () => {
    const bytes = pdfBytes('x');
    const other = { kind: 'lead', id: otherLeadId };
    const own = { kind: 'lead', id: leadId };
    const refused = [
      kvk(other, bytes),
      kvk(own, bytes, { category: 'polis' }),
      kvk(own, Uint8Array.of(0x89, 0x50), { kind: 'image', name: 'foto.png', contentType: 'image/png' }),
    ];
    for (const body of refused) {
      expect((await asLink('/api/files/presign', 'POST', linkToken, body)).status).toBe(403);
    }
    expect((await asLink(`/api/files?ownerKind=lead&ownerId=${otherLeadId}`, 'GET', linkToken)).status).toBe(
      403,
    );
  });

  it('answers 410 to a link of a purpose without uploads, a forged token and a revoked link', async () => {
    const { token: passwordLink } = await issueLink({
      purpose: 'password-set',
      subject: 'USER#x',
      ttlSeconds: 600,
      singleUse: true,
    });
    const body = kvk({ kind: 'lead', id: leadId }, pdfBytes('x'));
    expect((await asLink('/api/files/presign', 'POST', passwordLink, body)).status).toBe(410);
    expect((await asLink('/api/files/presign', 'POST', 'niet-een-token', body)).status).toBe(410);
    const { token: revoked, link } = await issueLink({
      purpose: 'onboarding',
      subject: leadId,
      ttlSeconds: 600,
      singleUse: false,
    });
    await revokeLink(link.id);
    const answer = await asLink('/api/files/presign', 'POST', revoked, body);
    expect(answer.status).toBe(410);
    expect((await json<{ message: string }>(answer)).message).toBeTruthy();
  });
});
