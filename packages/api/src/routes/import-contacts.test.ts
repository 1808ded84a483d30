import { beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '@crm/core/import/public';
import { json, request } from '../testing.ts';
import { importState, importStep, staff, uniqueKvk, uniqueWord, uploadSheet } from './imports-testing.ts';

/** Issue 29's contact people: a sheet with a company column imported under the customers. */
type Json = Record<string, unknown>;
type Contact = {
  id: string;
  firstName: string;
  primary: boolean;
  jobTitle?: string;
  version: number;
};
const utf8 = (text: string) => new TextEncoder().encode(text);

let user: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  user = await staff();
});

async function call(path: string, method: string, body?: unknown): Promise<Response> {
  return request(path, {
    method,
    token: user.token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function createCustomer(body: Json): Promise<string> {
  const response = await call('/api/customers', 'POST', body);
  expect(response.status).toBe(201);
  return (await json<{ record: { id: string } }>(response)).record.id;
}

async function contactsOf(customerId: string): Promise<Contact[]> {
  const detail = await json<{ contacts: Contact[] }>(await call(`/api/customers/${customerId}`, 'GET'));
  return [...detail.contacts].sort((a, b) => a.firstName.localeCompare(b.firstName));
}

const shape = (contacts: Contact[]) =>
  contacts.map((contact) => ({
    firstName: contact.firstName,
    primary: contact.primary,
    ...(contact.jobTitle ? { jobTitle: contact.jobTitle } : {}),
  }));

describe('importing contact people from the customers list', () => {
  it('matches each row’s company, keeps one primary per company, fills a duplicate, and is undone', async () => {
    const word = uniqueWord('Xc');
    const [kvkOne, kvkTwo] = [uniqueKvk(), uniqueKvk()];
    const alfa = await createCustomer({ companyName: `Alfa ${word}` });
    await createCustomer({ companyName: `Beta ${word}`, kvkNumber: kvkOne });
    const betaTwo = await createCustomer({ companyName: `Beta ${word}`, kvkNumber: kvkTwo });
    const gamma = await createCustomer({ companyName: `Gamma ${word}` });
    const jan = await call('/api/contacts', 'POST', {
      parentKind: 'customer',
      parentId: gamma,
      firstName: 'Jan',
      lastName: 'Gamma',
      email: `jan@${word}.nl`,
    });
    expect(jan.status).toBe(201);
    const janId = (await json<{ record: { id: string } }>(jan)).record.id;

    const csv = utf8(
      [
        'Voornaam;Achternaam;Functie;E-mailadres;Primair contact;Bedrijf;KvK-nummer',
        `Anna;Alfa;;anna@${word}.nl;Nee;Alfa ${word};`,
        `Bram;Alfa;;bram@${word}.nl;Ja;alfa  ${word.toUpperCase()};`,
        `Cor;Beta;;cor@${word}.nl;;Beta ${word};${kvkTwo}`,
        `Dirk;Beta;;dirk@${word}.nl;;Beta ${word};`,
        `Eva;Onbekend;;eva@${word}.nl;;Onbekend ${word};`,
        `Jan;Gamma;Directeur;JAN@${word}.nl;;Gamma ${word};`,
        `Fien;Gamma;;fien@${word}.nl;Ja;Gamma ${word};`,
        `Bram;Alfa;Inkoper;bram@${word}.nl;;Alfa ${word};`,
        '',
      ].join('\r\n'),
    );
    const uploaded = await uploadSheet(user.token, 'contact-customer', csv, `contacten ${word}.csv`);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const id = String(uploaded.body.id);
    const record = uploaded.body.record as { headers: string[]; mapping: (string | null)[] };
    // "Bedrijf" is the company's name; every other header is the catalogue's own label.
    expect(record.mapping).toEqual([
      'firstName',
      'lastName',
      'jobTitle',
      'email',
      'primary',
      'companyName',
      'kvkNumber',
    ]);
    // Without a company column nothing can be matched.
    const noCompany = await importStep(user.token, `contact-customer/${id}/mapping`, 'PUT', {
      headers: record.headers,
      mapping: [...record.mapping.slice(0, 5), null, 'kvkNumber'],
    });
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.errors).toEqual({ mapping: [importMessages.required('Bedrijfsnaam')] });

    expect((await importStep(user.token, `contact-customer/${id}/mapping`, 'PUT', record)).status).toBe(202);
    expect(await importState(user.token, 'contact-customer', id)).toMatchObject({
      status: 'checked',
      counts: { valid: 3, warning: 3, error: 2, duplicate: 2 },
    });
    const preview = await json<{ rows: Json[] }>(
      await call(`/api/imports/contact-customer/${id}/rows`, 'GET'),
    );
    expect(preview.rows).toEqual([
      expect.objectContaining({
        row: 2,
        state: 'valid',
        label: 'Anna Alfa',
        company: { id: alfa, label: `Alfa ${word}` },
      }),
      expect.objectContaining({ row: 3, state: 'valid', company: { id: alfa, label: `Alfa ${word}` } }),
      expect.objectContaining({ row: 4, state: 'valid', company: { id: betaTwo, label: `Beta ${word}` } }),
      expect.objectContaining({
        row: 5,
        state: 'error',
        messages: [importMessages.companyAmbiguous(`Beta ${word}`)],
      }),
      expect.objectContaining({
        row: 6,
        state: 'error',
        messages: [importMessages.companyNotFound(`Onbekend ${word}`)],
      }),
      expect.objectContaining({
        row: 7,
        state: 'warning',
        duplicates: [{ field: 'email', recordId: janId, label: 'Jan Gamma' }],
      }),
      expect.objectContaining({
        row: 8,
        state: 'warning',
        messages: [importMessages.primaryTaken(`Gamma ${word}`)],
        company: { id: gamma, label: `Gamma ${word}` },
      }),
      expect.objectContaining({
        row: 9,
        state: 'warning',
        duplicates: [{ field: 'email', row: 3, label: 'rij 3' }],
      }),
    ]);

    const started = await importStep(user.token, `contact-customer/${id}/start`, 'POST', {
      duplicates: { default: 'skip', rows: { '7': 'fill' } },
    });
    expect(started.status).toBe(202);
    expect(await importState(user.token, 'contact-customer', id)).toMatchObject({
      status: 'done',
      progress: { done: 8, created: 4, updated: 1, skipped: 1, refused: 2 },
    });
    // Bram's Ja makes him primary, not Anna who came first; Cor is Beta's first; Jan stays Gamma's.
    expect(shape(await contactsOf(alfa))).toEqual([
      { firstName: 'Anna', primary: false },
      { firstName: 'Bram', primary: true },
    ]);
    const [cor] = await contactsOf(betaTwo);
    expect(cor).toMatchObject({ firstName: 'Cor', primary: true });
    expect(shape(await contactsOf(gamma))).toEqual([
      { firstName: 'Fien', primary: false },
      { firstName: 'Jan', primary: true, jobTitle: 'Directeur' },
    ]);
    const history = await json<{ items: Json[] }>(await call(`/api/customers/${alfa}/history`, 'GET'));
    expect(history.items.filter((entry) => entry.action === 'import')).toEqual([
      expect.objectContaining({ subjectType: 'import', label: `contacten ${word}.csv` }),
      expect.objectContaining({ subjectType: 'import', label: `contacten ${word}.csv` }),
    ]);
    const found = await json<{ hits: { id: string }[] }>(await call(`/api/search?q=bram@${word}.nl`, 'GET'));
    expect(JSON.stringify(found)).toContain('Bram Alfa');

    // Cor is changed after the import: the undo keeps and names him, and takes back the rest.
    const corChanged = await call(`/api/contacts/${cor!.id}`, 'PUT', {
      firstName: 'Cor',
      lastName: 'Beta',
      email: `cor@${word}.nl`,
      jobTitle: 'Eigenaar',
      primary: true,
      version: cor!.version,
    });
    expect(corChanged.status).toBe(200);
    expect((await importStep(user.token, `contact-customer/${id}/undo`, 'POST')).status).toBe(202);
    expect(await importState(user.token, 'contact-customer', id)).toMatchObject({
      status: 'undone',
      kept: [{ id: cor!.id, label: 'Cor Beta' }],
    });
    expect(await contactsOf(alfa)).toEqual([]);
    expect(shape(await contactsOf(gamma))).toEqual([{ firstName: 'Jan', primary: true }]);
    expect(shape(await contactsOf(betaTwo))).toEqual([
      { firstName: 'Cor', primary: true, jobTitle: 'Eigenaar' },
    ]);
  });

  it('makes a company’s first row primary when its only Ja is refused or a second row of an address', async () => {
    const word = uniqueWord('Xp');
    const delta = await createCustomer({ companyName: `Delta ${word}` });
    const csv = utf8(
      [
        'Voornaam;Achternaam;E-mailadres;Primair contact;Bedrijf',
        `Eva;Delta;eva@${word}.nl;Nee;Delta ${word}`,
        // Refused: not an e-mailadres.
        `Piet;Delta;geen-adres;Ja;Delta ${word}`,
        // A second row of Eva's address: skipped, never primary.
        `Eva;Tweede;eva@${word}.nl;Ja;Delta ${word}`,
        '',
      ].join('\r\n'),
    );
    const { body } = await uploadSheet(user.token, 'contact-customer', csv, `delta ${word}.csv`);
    const id = String(body.id);
    await importStep(user.token, `contact-customer/${id}/mapping`, 'PUT', body.record);
    await importStep(user.token, `contact-customer/${id}/start`, 'POST', {});
    expect(await importState(user.token, 'contact-customer', id)).toMatchObject({
      status: 'done',
      progress: { created: 1, skipped: 1, refused: 1 },
    });
    expect(shape(await contactsOf(delta))).toEqual([{ firstName: 'Eva', primary: true }]);
  });

  it('needs what adding a contact person needs (the parent’s update), checked from the path', async () => {
    const reader = await staff('alleen_lezen');
    const response = await request('/api/imports/contact-customer', {
      method: 'POST',
      token: reader.token,
      body: JSON.stringify({ name: 'contacten.csv', size: 10 }),
    });
    expect(response.status).toBe(403);
    const unknown = await call('/api/imports/contact-todo', 'POST', { name: 'contacten.csv', size: 10 });
    expect(unknown.status).toBe(422);
  });
});
