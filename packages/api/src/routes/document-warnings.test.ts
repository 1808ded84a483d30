import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runDaily } from '@crm/core/deadlines/daily';
import { DOCUMENT_TODO_ORIGIN, DOCUMENT_TODO_TITLE } from '@crm/core/deadlines/document-warnings';
import { fileDueName } from '@crm/core/files/due-dates';
import { readOutbox } from '@crm/core/mail/send';
import { addDays, dutchDate, dutchToday } from '@crm/core/nl/date';
import { systemTodos } from '@crm/core/todos/service';
import { createTestUser, json, request, signIn } from '../testing.ts';
import { pdfBytes, uploadFile } from './files-testing.ts';

/**
 * A document's warning (PRODUCT.md "File"): 30 days before its Geldig tot the record's owner gets a
 * todo and a mail, once; a later Geldig tot moves the warning, a deleted file has none; a supplier's
 * document warns who uploaded it. Runs hand over only this file's documents (`records`).
 */
let admin: string;
let owner: { id: string; email: string; token: string };

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function created(path: string, body: unknown, token = admin) {
  const response = await call(path, 'POST', token, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: { id: string; version: number } }>(response)).record;
}

const mailsTo = async (email: string, name: string) =>
  (await readOutbox()).filter((message) => message.to === email && message.subject.includes(name));

/** A document with a Geldig tot, uploaded as the Bestanden tab does; answers it and its daily-job name. */
async function document(
  owner: { kind: string; id: string },
  category: string,
  validUntil: string,
  token = admin,
) {
  const name = `${category}-${ulid().toLowerCase()}.pdf`;
  const file = await uploadFile(token, owner, pdfBytes(name), name, 'application/pdf', 'document', {
    category,
    validUntil,
  });
  return { ...file, name, records: new Set([fileDueName(file.id)]) };
}

beforeAll(async () => {
  admin = await signIn((await createTestUser('beheerder')).email);
  const account = await createTestUser('medewerker');
  owner = { id: account.user.id, email: account.email, token: await signIn(account.email) };
});

describe('the warning before a document lapses', () => {
  it('tells the owner once, 30 days before Geldig tot, with a todo and a mail', async () => {
    const today = dutchToday();
    const customer = await created('/api/customers', { companyName: `Polis ${ulid()}`, ownerId: owner.id });
    const validUntil = addDays(today, 40);
    const file = await document({ kind: 'customer', id: customer.id }, 'polis', validUntil);
    const jobName = `documents-${ulid()}`;
    const run = (day: number) => runDaily({ today: addDays(today, day), jobName, records: file.records });

    expect((await run(9)).outcomes).toEqual([]);
    expect(await mailsTo(owner.email, file.name)).toEqual([]);
    const warned = await run(10);
    expect(warned.outcomes).toEqual([
      expect.objectContaining({ actions: [{ what: 'waarschuwing: document verloopt', late: 0 }] }),
    ]);
    await run(11);
    await run(12);
    const mails = await mailsTo(owner.email, file.name);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Document verloopt op ${dutchDate(validUntil)}: ${file.name}`);
    expect(mails[0]?.links[0]).toMatch(new RegExp(`/customers/${customer.id}\\?tab=bestanden$`));
    const todos = await systemTodos({ kind: 'customer', id: customer.id }, DOCUMENT_TODO_ORIGIN, 'all');
    expect(todos.map((todo) => [todo.title, todo.assigneeId, todo.deadline])).toEqual([
      [DOCUMENT_TODO_TITLE, owner.id, validUntil],
    ]);
    expect(todos[0]?.description).toContain(file.name);
  });

  it('moves with a later Geldig tot, and forgets a deleted document', async () => {
    const today = dutchToday();
    const customer = await created('/api/customers', {
      companyName: `Certificaat ${ulid()}`,
      ownerId: owner.id,
    });
    const file = await document({ kind: 'customer', id: customer.id }, 'certificaat', addDays(today, 35));
    const jobName = `documents-${ulid()}`;
    const run = (day: number) => runDaily({ today: addDays(today, day), jobName, records: file.records });

    const moved = await call(`/api/files/${file.id}`, 'PUT', admin, {
      name: file.name,
      category: 'certificaat',
      validUntil: addDays(today, 60),
      version: file.version,
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await run(5)).outcomes).toEqual([]);
    expect((await run(30)).outcomes).toHaveLength(1);
    expect(await mailsTo(owner.email, file.name)).toHaveLength(1);

    // A second document of the same record is its own warning; deleted before its day, it has none.
    const second = await document({ kind: 'customer', id: customer.id }, 'polis', addDays(today, 70));
    const deleted = await call(`/api/files/${second.id}?version=${second.version}`, 'DELETE', admin);
    expect(deleted.status).toBe(204);
    const afterDelete = await runDaily({
      today: addDays(today, 40),
      jobName: `documents-${ulid()}`,
      records: second.records,
    });
    expect(afterDelete.outcomes).toEqual([]);
    expect(await mailsTo(owner.email, second.name)).toEqual([]);
  });

  it("warns a supplier's document to whoever uploaded it, and offers a request for only that document", async () => {
    const today = dutchToday();
    const supplier = await created('/api/suppliers', { companyName: `Leverancier ${ulid()}` }, owner.token);
    // Already inside the 30 days when uploaded: the next run warns.
    const file = await document(
      { kind: 'supplier', id: supplier.id },
      'kvk-uittreksel',
      addDays(today, 20),
      owner.token,
    );
    const run = await runDaily({ today, jobName: `documents-${ulid()}`, records: file.records });
    expect(run.outcomes).toHaveLength(1);
    const [mail] = await mailsTo(owner.email, file.name);
    expect(mail?.links[0]).toMatch(new RegExp(`/suppliers/${supplier.id}\\?tab=verzoeken$`));
    expect(mail?.text).toContain('Nieuw verzoek voor dit document');

    const contact = await created('/api/contacts', {
      parentKind: 'supplier',
      parentId: supplier.id,
      firstName: 'Kim',
      lastName: 'de Vries',
      email: `kim-${ulid().toLowerCase()}@example.nl`,
    });
    const template = await created('/api/supplier-requests/templates', {
      name: `Volledig ${ulid()}`,
      fields: [{ key: 'organisation.phone', required: true, critical: false }],
      documents: [{ category: 'polis', required: true, validUntil: false }],
      validityDays: 12,
      reminderDays: 4,
    });
    const response = await call('/api/supplier-requests', 'POST', admin, {
      supplierId: supplier.id,
      templateId: template.id,
      contactId: contact.id,
      document: 'kvk-uittreksel',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { record } = await json<{
      record: {
        templateName: string;
        template: { fields: unknown[]; documents: unknown[]; validityDays: number };
      };
    }>(response);
    expect(record.templateName).toBe('Nieuw exemplaar KvK-uittreksel');
    expect(record.template.fields).toEqual([]);
    expect(record.template.documents).toEqual([
      { category: 'kvk-uittreksel', required: true, validUntil: true },
    ]);
    expect(record.template.validityDays).toBe(12);

    const wrong = await call('/api/supplier-requests', 'POST', admin, {
      supplierId: supplier.id,
      templateId: template.id,
      contactId: contact.id,
      document: 'paspoort',
    });
    expect(wrong.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(wrong)).errors.document).toEqual([
      'Kies een categorie.',
    ]);
  });
});
