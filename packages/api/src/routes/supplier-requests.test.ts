import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { verifyLink } from '@crm/core/links/link-token';
import { LinkError } from '@crm/core/links/link-error';
import { createTestUser, json, lastMailTo, request, signIn } from '../testing.ts';

/** Supplier information requests through the API (decision 047): templates, create, send, withdraw, resend. */
let admin: string;
let reader: string;

type Record_ = { id: string; version: number; [key: string]: unknown };

async function call(path: string, method: string, body?: unknown, token = admin) {
  return request(path, { method, token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function created(path: string, body: unknown): Promise<Record_> {
  const response = await call(path, 'POST', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: Record_ }>(response)).record;
}

const template = (name: string, extra: object = {}) => ({
  name,
  fields: [
    { key: 'organisation.companyName', required: true, critical: false },
    { key: 'organisation.phone', required: false, critical: false },
    { key: 'financial.iban', required: true, critical: true },
  ],
  documents: [{ category: 'kvk-uittreksel', required: true, validUntil: true }],
  intro: 'Wilt u uw gegevens controleren?',
  ...extra,
});

/** A supplier of its own with a contact person (with or without an address). */
async function supplierWithContact(email: string | null = `contact-${ulid().toLowerCase()}@example.nl`) {
  const supplier = await created('/api/suppliers', {
    companyName: `Leverancier ${ulid()}`,
    phone: '020 123 4567',
  });
  const contact = await created('/api/contacts', {
    parentKind: 'supplier',
    parentId: supplier.id,
    firstName: 'Sanne',
    lastName: 'de Vries',
    primary: true,
    ...(email ? { email } : {}),
  });
  return { supplier, contact, email: email ?? '' };
}

beforeAll(async () => {
  admin = await signIn((await createTestUser('beheerder')).email);
  reader = await signIn((await createTestUser('alleen_lezen')).email);
});

describe('templates', () => {
  it('creates one with the defaults of 14 and 3 days, and edits it', async () => {
    const record = await created(
      '/api/supplier-requests/templates',
      template(`Jaarlijkse controle ${ulid()}`),
    );
    expect(record).toMatchObject({ validityDays: 14, reminderDays: 3, version: 1 });
    const response = await call(`/api/supplier-requests/templates/${record.id}`, 'PUT', {
      ...template('Hernoemd'),
      validityDays: 21,
      reminderDays: 5,
      // The first template in an empty table is the default, and stays it.
      isDefault: record.isDefault,
      version: record.version,
    });
    expect(response.status).toBe(200);
    expect((await json<{ record: Record_ }>(response)).record).toMatchObject({
      name: 'Hernoemd',
      validityDays: 21,
      version: 2,
    });
    const stale = await call(`/api/supplier-requests/templates/${record.id}`, 'PUT', {
      ...template('Oud'),
      isDefault: record.isDefault,
      version: 1,
    });
    expect(stale.status).toBe(409);
  });

  it('answers 422 with Dutch messages on the fields', async () => {
    const response = await call('/api/supplier-requests/templates', 'POST', {
      name: ' ',
      fields: [{ key: 'organisation.unknown' }],
      documents: [],
      validityDays: 5,
      reminderDays: 5,
    });
    expect(response.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(response);
    expect(errors.name).toEqual(['Vul een naam in.']);
    expect(errors['fields.0.key']).toEqual(['Kies een veld uit de lijst.']);
    const nothing = await call('/api/supplier-requests/templates', 'POST', {
      name: 'Leeg',
      fields: [],
      documents: [],
      validityDays: 5,
      reminderDays: 5,
    });
    const body = await json<{ errors: Record<string, string[]> }>(nothing);
    expect(body.errors.fields).toEqual(['Vraag minstens één veld of één document.']);
    expect(body.errors.reminderDays).toEqual([
      'Het herinneringsinterval moet korter zijn dan de geldigheid van de link.',
    ]);
  });

  it('keeps exactly one default: a new default unsets the old, the default is never unset or deleted', async () => {
    const first = await created(
      '/api/supplier-requests/templates',
      template(`Standaard A ${ulid()}`, { isDefault: true }),
    );
    expect(first.isDefault).toBe(true);
    const second = await created(
      '/api/supplier-requests/templates',
      template(`Standaard B ${ulid()}`, { isDefault: true }),
    );
    const current = await json<{ record: Record_ }>(
      await call('/api/supplier-requests/templates/default', 'GET'),
    );
    // Another test file may make its own default meanwhile; this one's first is not it any more.
    expect(current.record.id).not.toBe(first.id);
    const firstNow = await json<{ record: Record_ }>(
      await call(`/api/supplier-requests/templates/${first.id}`, 'GET'),
    );
    expect(firstNow.record).toMatchObject({ isDefault: false, version: 2 });
    const list = await json<{ items: Record_[] }>(await call('/api/supplier-requests/templates', 'GET'));
    expect(list.items.filter((item) => item.isDefault)).toHaveLength(1);

    const secondNow = await json<{ record: Record_ }>(
      await call(`/api/supplier-requests/templates/${second.id}`, 'GET'),
    );
    if (secondNow.record.isDefault) {
      const unset = await call(`/api/supplier-requests/templates/${second.id}`, 'PUT', {
        ...template('B'),
        isDefault: false,
        version: secondNow.record.version,
      });
      expect(unset.status).toBe(422);
      expect((await json<{ errors: Record<string, string[]> }>(unset)).errors.isDefault?.[0]).toMatch(
        /altijd één standaardsjabloon/,
      );
      const refused = await call(
        `/api/supplier-requests/templates/${second.id}?version=${secondNow.record.version}`,
        'DELETE',
      );
      expect(refused.status).toBe(409);
      expect(await json(refused)).toEqual({
        message:
          'Het standaardsjabloon kan niet worden verwijderd. Maak eerst een ander sjabloon de standaard.',
      });
    }
    const deleted = await call(`/api/supplier-requests/templates/${first.id}?version=2`, 'DELETE');
    expect(deleted.status).toBe(204);
    expect((await call(`/api/supplier-requests/templates/${first.id}`, 'GET')).status).toBe(404);
  });

  it('is for supplier_requests.manage only', async () => {
    expect((await call('/api/supplier-requests/templates', 'GET', undefined, reader)).status).toBe(403);
    expect((await call('/api/supplier-requests/templates', 'POST', template('Nee'), reader)).status).toBe(
      403,
    );
  });
});

describe('requests', () => {
  let templateId: string;
  beforeAll(async () => {
    templateId = (await created('/api/supplier-requests/templates', template(`Verzoeken ${ulid()}`))).id;
  });

  it('refuses a contact person of another supplier or without an e-mail address (422)', async () => {
    const { supplier } = await supplierWithContact();
    const other = await supplierWithContact();
    const foreign = await call('/api/supplier-requests', 'POST', {
      supplierId: supplier.id,
      templateId,
      contactId: other.contact.id,
    });
    expect(foreign.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(foreign)).errors.contactId).toEqual([
      'Kies een contactpersoon van deze leverancier.',
    ]);
    const mute = await supplierWithContact(null);
    const noEmail = await call('/api/supplier-requests', 'POST', {
      supplierId: mute.supplier.id,
      templateId,
      contactId: mute.contact.id,
    });
    expect((await json<{ errors: Record<string, string[]> }>(noEmail)).errors.contactId).toEqual([
      'Deze contactpersoon heeft geen e-mailadres. Vul dat eerst in.',
    ]);
    const unknownTemplate = await call('/api/supplier-requests', 'POST', {
      supplierId: supplier.id,
      templateId: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
      contactId: other.contact.id,
    });
    expect(unknownTemplate.status).toBe(422);
  });

  it('sends, withdraws (the link answers 410) and sends again with a new link, each move once', async () => {
    const { supplier, contact, email } = await supplierWithContact();
    const draft = await created('/api/supplier-requests', {
      supplierId: supplier.id,
      templateId,
      contactId: contact.id,
    });
    expect(draft).toMatchObject({ status: 'concept', email, contactName: 'Sanne de Vries', round: 0 });
    expect(draft.template).toMatchObject({ validityDays: 14, reminderDays: 3 });

    const sent = await call(`/api/supplier-requests/${draft.id}/send`, 'POST', { version: draft.version });
    expect(sent.status).toBe(200);
    const record = (await json<{ record: Record_ }>(sent)).record;
    expect(record).toMatchObject({ status: 'verstuurd', round: 1 });
    expect(record.sent).toEqual({
      'organisation.companyName': supplier.companyName,
      'organisation.phone': '020 123 4567',
    });
    const days = (Date.parse(String(record.linkExpiresAt)) - Date.parse(String(record.sentAt))) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    const mail = await lastMailTo(email);
    expect(mail.message.subject).toContain(String(supplier.companyName));
    expect(mail.message.text).toContain('Beste Sanne de Vries,');
    expect(mail.message.html).toContain('Gegevens invullen');
    expect(mail.message.links[0]).toContain('/supplier-information-requests/');
    const link = await verifyLink(mail.token, 'supplier-request');
    expect(link).toMatchObject({ subject: draft.id, binding: email, singleUse: false });

    const again = await call(`/api/supplier-requests/${draft.id}/send`, 'POST', { version: record.version });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: 'Alleen een verzoek in Concept kan worden verstuurd.' });
    const stale = await call(`/api/supplier-requests/${draft.id}/withdraw`, 'POST', {
      version: draft.version,
    });
    expect(stale.status).toBe(409);

    const withdrawn = await call(`/api/supplier-requests/${draft.id}/withdraw`, 'POST', {
      version: record.version,
    });
    expect(withdrawn.status).toBe(200);
    const afterWithdraw = (await json<{ record: Record_ }>(withdrawn)).record;
    expect(afterWithdraw.status).toBe('ingetrokken');
    const dead = await verifyLink(mail.token, 'supplier-request').catch((error: unknown) => error);
    expect(dead).toBeInstanceOf(LinkError);
    expect(dead).toMatchObject({ status: 410, message: 'Deze link is ingetrokken.' });
    const twice = await call(`/api/supplier-requests/${draft.id}/withdraw`, 'POST', {
      version: afterWithdraw.version,
    });
    expect(await json(twice)).toEqual({
      message: 'Alleen een verzoek dat nog openstaat kan worden ingetrokken.',
    });

    const resent = await call(`/api/supplier-requests/${draft.id}/resend`, 'POST', {
      version: afterWithdraw.version,
    });
    expect(resent.status).toBe(200);
    const afterResend = (await json<{ record: Record_ }>(resent)).record;
    expect(afterResend).toMatchObject({ status: 'verstuurd', round: 2 });
    const second = await lastMailTo(email);
    expect(second.count).toBe(2);
    expect(second.token).not.toBe(mail.token);
    await expect(verifyLink(second.token, 'supplier-request')).resolves.toMatchObject({ subject: draft.id });
    await expect(verifyLink(mail.token, 'supplier-request')).rejects.toMatchObject({ problem: 'revoked' });

    // A resend of an open request kills the link it replaces too.
    const third = await call(`/api/supplier-requests/${draft.id}/resend`, 'POST', {
      version: afterResend.version,
    });
    expect(third.status).toBe(200);
    await expect(verifyLink(second.token, 'supplier-request')).rejects.toMatchObject({ problem: 'revoked' });

    const detail = await json<{
      record: Record_;
      history: { action: string; changes: { field: string; to: unknown }[] }[];
    }>(await call(`/api/supplier-requests/${draft.id}`, 'GET'));
    expect(detail.history.map((entry) => entry.action)).toEqual([
      'request-resend',
      'request-resend',
      'request-withdraw',
      'request-send',
      'create',
    ]);
    expect(detail.history[2]?.changes).toEqual([{ field: 'status', from: 'verstuurd', to: 'ingetrokken' }]);
  });

  it('lists a supplier’s requests newest first, a page at a time, from its copies', async () => {
    const { supplier, contact } = await supplierWithContact();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.push(
        (
          await created('/api/supplier-requests', {
            supplierId: supplier.id,
            templateId,
            contactId: contact.id,
          })
        ).id,
      );
    const first = await json<{ items: Record_[]; cursor: string | null }>(
      await call(`/api/supplier-requests?supplierId=${supplier.id}&limit=2`, 'GET'),
    );
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]).toMatchObject({ status: 'concept', contactName: 'Sanne de Vries' });
    const rest = await json<{ items: Record_[]; cursor: string | null }>(
      await call(
        `/api/supplier-requests?supplierId=${supplier.id}&limit=2&cursor=${encodeURIComponent(first.cursor ?? '')}`,
        'GET',
      ),
    );
    expect(rest.items.map((item) => item.id)).toEqual([ids[0]]);
    // The copy follows every move.
    const sent = await call(`/api/supplier-requests/${ids[0]}/send`, 'POST', { version: 1 });
    expect(sent.status).toBe(200);
    const after = await json<{ items: Record_[] }>(
      await call(`/api/supplier-requests?supplierId=${supplier.id}`, 'GET'),
    );
    expect(after.items.find((item) => item.id === ids[0])).toMatchObject({ status: 'verstuurd', version: 2 });
  });

  it('keeps its copy of the template when the template is edited later', async () => {
    const own = await created('/api/supplier-requests/templates', template(`Eigen ${ulid()}`));
    const { supplier, contact } = await supplierWithContact();
    const draft = await created('/api/supplier-requests', {
      supplierId: supplier.id,
      templateId: own.id,
      contactId: contact.id,
    });
    const edited = await call(`/api/supplier-requests/templates/${own.id}`, 'PUT', {
      ...template('Ander'),
      fields: [{ key: 'contact.mobile', required: true, critical: false }],
      validityDays: 30,
      isDefault: own.isDefault,
      version: own.version,
    });
    expect(edited.status).toBe(200);
    const after = await json<{ record: Record_ }>(await call(`/api/supplier-requests/${draft.id}`, 'GET'));
    expect(after.record.template).toMatchObject({ name: own.name, validityDays: 14, fields: own.fields });
  });

  it('needs suppliers.view and supplier_requests.manage to see, manage to act', async () => {
    const { supplier, contact } = await supplierWithContact();
    const draft = await created('/api/supplier-requests', {
      supplierId: supplier.id,
      templateId,
      contactId: contact.id,
    });
    expect(
      (await call(`/api/supplier-requests?supplierId=${supplier.id}`, 'GET', undefined, reader)).status,
    ).toBe(403);
    expect((await call(`/api/supplier-requests/${draft.id}`, 'GET', undefined, reader)).status).toBe(403);
    const refused = await call(`/api/supplier-requests/${draft.id}/send`, 'POST', { version: 1 }, reader);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ message: 'Je hebt geen toestemming voor deze actie.' });
  });
});
