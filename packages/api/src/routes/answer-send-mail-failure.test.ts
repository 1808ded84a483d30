import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLink } from '@crm/core/links/link-token';
import { onboardingMessages } from '@crm/core/onboarding/schema';
import { requestMessages } from '@crm/core/supplier-requests/schema';
import { createTestUser, json, request, signIn } from '../testing.ts';

// Mail fails for real: the outbox "folder" is a file, so writing a message throws, as a refused
// send would. Each test file runs in a process of its own, so only this file's mail fails.
const outbox = process.env.MAIL_OUTBOX_DIR;
let scratch: string;
let admin: string;

type Row = { id: string; version: number; status: string; linkId?: string };

const call = (path: string, method: string, body?: unknown) =>
  request(path, { method, token: admin, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function created(path: string, body: unknown): Promise<Row> {
  const response = await call(path, 'POST', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: Row }>(response)).record;
}

beforeAll(async () => {
  admin = await signIn((await createTestUser('beheerder')).email);
  scratch = await mkdtemp(join(tmpdir(), 'crm-send-failure-'));
  const blocked = join(scratch, 'geen-map');
  await writeFile(blocked, '');
  process.env.MAIL_OUTBOX_DIR = blocked;
});

afterAll(async () => {
  process.env.MAIL_OUTBOX_DIR = outbox;
  await rm(scratch, { recursive: true, force: true });
});

/**
 * A supplier request's and an onboarding's send share what follows a failed mail
 * (`deliverSendMail`): a Dutch 502, the answer back in Concept, and the link it made dead.
 */
describe('a link mail that cannot be sent', () => {
  it('leaves a supplier request in Concept with no working link', async () => {
    const supplier = await created('/api/suppliers', { companyName: `Zonder mail ${ulid()}` });
    const contact = await created('/api/contacts', {
      parentKind: 'supplier',
      parentId: supplier.id,
      firstName: 'Mila',
      lastName: 'Mol',
      email: `mila-${ulid().toLowerCase()}@example.nl`,
    });
    const template = await created('/api/supplier-requests/templates', {
      name: `Zonder mail ${ulid()}`,
      fields: [{ key: 'organisation.phone', required: false, critical: false }],
      documents: [],
    });
    const draft = await created('/api/supplier-requests', {
      supplierId: supplier.id,
      templateId: template.id,
      contactId: contact.id,
    });
    const sent = await call(`/api/supplier-requests/${draft.id}/send`, 'POST', { version: draft.version });
    expect(sent.status).toBe(502);
    expect(await json(sent)).toEqual({ message: requestMessages.mailFailed });
    const after = (await json<{ record: Row }>(await call(`/api/supplier-requests/${draft.id}`, 'GET')))
      .record;
    expect(after.status).toBe('concept');
    expect(after.linkId).toBeDefined();
    expect((await readLink(String(after.linkId)))?.revokedAt).toBeDefined();
  });

  it('leaves an onboarding in Concept with no working link', async () => {
    const lead = await created('/api/leads', { companyName: `Zonder mail ${ulid()}`, source: 'website' });
    const contact = await created('/api/contacts', {
      parentKind: 'lead',
      parentId: lead.id,
      firstName: 'Mila',
      lastName: 'Mol',
      email: `mila-${ulid().toLowerCase()}@example.nl`,
    });
    const response = await call('/api/onboardings', 'POST', {
      targetKind: 'lead',
      targetId: lead.id,
      contactId: contact.id,
    });
    expect(response.status).toBe(502);
    expect(await json(response)).toEqual({ message: onboardingMessages.mailFailed });
    const list = await json<{ items: Row[] }>(
      await call(`/api/onboardings?targetKind=lead&targetId=${lead.id}`, 'GET'),
    );
    expect(list.items.map((row) => row.status)).toEqual(['concept']);
    const after = (await json<{ record: Row }>(await call(`/api/onboardings/${list.items[0]?.id}`, 'GET')))
      .record;
    expect((await readLink(String(after.linkId)))?.revokedAt).toBeDefined();
  });
});
