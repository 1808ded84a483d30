import { describe, expect, it } from 'vitest';
import { measure } from '@crm/core/db/metrics';
import { createTestUser, json, request, signIn } from '../testing.ts';
import { searchGroups } from './search.ts';

type Hit = { kind: string; id: string; label: string; detail: string };
type Groups = { groups: { kind: string; items: Hit[] }[] };
type Json = Record<string, unknown>;

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

/** A word no other test uses, so each test finds only what it made. */
const uniqueWord = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 9)}`;

async function staff() {
  const { email } = await createTestUser('medewerker');
  return signIn(email);
}

async function create<T = { id: string; number: string; version: number }>(
  token: string,
  path: string,
  body: Json,
): Promise<T> {
  const response = await call(path, 'POST', token, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: T }>(response)).record;
}

/** Contact people under one parent, made one by one through the API. */
async function createContacts(
  token: string,
  parent: { parentKind: string; parentId: string },
  count: number,
  fields: (i: number) => Json,
) {
  for (let i = 0; i < count; i++) await create(token, '/api/contacts', { ...parent, ...fields(i) });
}

async function search(token: string, q: string): Promise<Groups> {
  return json<Groups>(await call(`/api/search?q=${encodeURIComponent(q)}`, 'GET', token));
}

const itemsOf = (answer: Groups, kind: string) => answer.groups.find((g) => g.kind === kind)?.items ?? [];

describe('GET /api/search', () => {
  it('finds customers by part of the name and by KvK-nummer, grouped by kind, with bounded reads', async () => {
    const token = await staff();
    const stamp = Date.now().toString().slice(-7);
    const kvk = `9${stamp}`;
    const created = await create(token, '/api/customers', {
      companyName: `Globaal Zoeken ${stamp} BV`,
      kvkNumber: kvk,
    });
    const byName = await search(token, `zoek ${stamp}`);
    expect(byName.groups.map((g) => g.kind)).toEqual(['lead', 'customer', 'supplier', 'contact', 'contract']);
    expect(itemsOf(byName, 'customer')).toEqual([
      { kind: 'customer', id: created.id, label: `Globaal Zoeken ${stamp} BV`, detail: created.number },
    ]);
    const { result, metrics } = await measure(async () => call(`/api/search?q=${kvk}`, 'GET', token));
    const byKvk = await json<Groups>(result);
    expect(itemsOf(byKvk, 'customer').map((i) => i.id)).toEqual([created.id]);
    // The session check, one Query per kind and the contact people's parents.
    expect(metrics.itemsRead).toBeLessThanOrEqual(2 + 5 * 24 + 24);
  });

  it('finds relations by number, e-mail and city, with the number and city as detail line', async () => {
    const token = await staff();
    const city = uniqueWord('Zzstad');
    const name = uniqueWord('Zznaam');
    const email = `${uniqueWord('info')}@${name.toLowerCase()}.nl`;
    const customer = await create(token, '/api/customers', { companyName: `Klant ${name}`, email, city });
    const supplier = await create(token, '/api/suppliers', { companyName: `Leverancier ${name}`, city });
    const lead = await create(token, '/api/leads', {
      companyName: `Lead ${name}`,
      source: 'website',
      city,
    });

    expect(itemsOf(await search(token, customer.number), 'customer')).toEqual([
      { kind: 'customer', id: customer.id, label: `Klant ${name}`, detail: `${customer.number} · ${city}` },
    ]);
    expect(itemsOf(await search(token, supplier.number), 'supplier').map((i) => i.id)).toEqual([supplier.id]);
    expect(itemsOf(await search(token, email.toUpperCase()), 'customer').map((i) => i.id)).toEqual([
      customer.id,
    ]);
    const byCity = await search(token, city);
    expect(itemsOf(byCity, 'lead')).toEqual([
      { kind: 'lead', id: lead.id, label: `Lead ${name}`, detail: city },
    ]);
    expect(itemsOf(byCity, 'customer').map((i) => i.id)).toEqual([customer.id]);
    // Another word typed must be in the name or detail line too.
    expect(itemsOf(await search(token, `${city} klant`), 'customer').map((i) => i.id)).toEqual([customer.id]);
    expect(itemsOf(await search(token, `${city} klant`), 'supplier')).toEqual([]);
  });

  it('answers every kind an Alleen lezen user may view, empty for a term that is too short', async () => {
    const { email } = await createTestUser('alleen_lezen');
    const token = await signIn(email);
    const answer = await search(token, 'a');
    expect(answer.groups).toEqual([
      { kind: 'lead', items: [] },
      { kind: 'customer', items: [] },
      { kind: 'supplier', items: [] },
      { kind: 'contact', items: [] },
      { kind: 'contract', items: [] },
    ]);
  });
});

describe('global search: contact people', () => {
  it('finds a contact person by name, e-mail and phone, and follows edits and deletion', async () => {
    const token = await staff();
    const lastName = uniqueWord('Zzvries');
    const email = `${uniqueWord('jan')}@example.nl`;
    const phone = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const customer = await create(token, '/api/customers', { companyName: `Bakkerij ${lastName}` });
    const contact = await create(token, '/api/contacts', {
      parentKind: 'customer',
      parentId: customer.id,
      firstName: 'Jan',
      infix: 'de',
      lastName,
      email,
      phone: `06-${phone}`,
    });
    const expected = {
      kind: 'contact',
      id: contact.id,
      label: `Jan de ${lastName}`,
      detail: `Bakkerij ${lastName} (klant)`,
    };
    expect(itemsOf(await search(token, `jan ${lastName}`), 'contact')).toEqual([expected]);
    expect(itemsOf(await search(token, `jande${lastName}`), 'contact')).toEqual([expected]);
    expect(itemsOf(await search(token, email), 'contact')).toEqual([expected]);
    expect(itemsOf(await search(token, `06${phone}`), 'contact')).toEqual([expected]);
    // The company's name narrows the contact people too.
    expect(itemsOf(await search(token, `${lastName} bakkerij`), 'contact')).toEqual([expected]);
    expect(itemsOf(await search(token, `${lastName} piet`), 'contact')).toEqual([]);

    // A renamed company shows its new name: the name is read from the parent when searching.
    const renamed = await call(`/api/customers/${customer.id}`, 'PUT', token, {
      companyName: `Banketbakker ${lastName}`,
      version: customer.version,
    });
    expect(renamed.status).toBe(200);
    expect(itemsOf(await search(token, email), 'contact')[0]?.detail).toBe(
      `Banketbakker ${lastName} (klant)`,
    );

    const newName = uniqueWord('Zzjansen');
    const updated = await call(`/api/contacts/${contact.id}`, 'PUT', token, {
      firstName: 'Jan',
      lastName: newName,
      phone: '0612345678',
      version: contact.version,
    });
    expect(updated.status).toBe(200);
    expect(itemsOf(await search(token, lastName), 'contact')).toEqual([]);
    expect(itemsOf(await search(token, email), 'contact')).toEqual([]);
    expect(itemsOf(await search(token, newName), 'contact').map((i) => i.label)).toEqual([`Jan ${newName}`]);

    expect((await call(`/api/contacts/${contact.id}?version=2`, 'DELETE', token)).status).toBe(204);
    expect(itemsOf(await search(token, newName), 'contact')).toEqual([]);
  });

  it('moves contact people to the customer when a lead is converted, however many there are', async () => {
    const token = await staff();
    const lastName = uniqueWord('Zzomzet');
    const lead = await create(token, '/api/leads', { companyName: `Omzet ${lastName}`, source: 'website' });
    // More than fit beside the conversion in one transaction: the rest follow it.
    await createContacts(token, { parentKind: 'lead', parentId: lead.id }, 10, (i) => ({
      firstName: `Persoon${i}`,
      lastName,
      email: `persoon${i}.${lastName.toLowerCase()}@example.nl`,
      mobile: `06${String(i).padStart(8, '1')}`,
    }));
    const before = itemsOf(await search(token, lastName), 'contact');
    expect(before).toHaveLength(8);
    expect(new Set(before.map((hit) => hit.detail))).toEqual(new Set([`Omzet ${lastName} (lead)`]));

    const converted = await call(`/api/leads/${lead.id}/convert`, 'POST', token, { version: 1 });
    expect(converted.status).toBe(201);
    for (let i = 0; i < 10; i++) {
      const hits = itemsOf(await search(token, `persoon${i} ${lastName}`), 'contact');
      expect(hits.map((hit) => hit.detail)).toEqual([`Omzet ${lastName} (klant)`]);
    }
  });

  it('removes the tokens of every contact person when their parent is deleted', async () => {
    const token = await staff();
    const lastName = uniqueWord('Zzweg');
    const supplier = await create(token, '/api/suppliers', { companyName: `Weg ${lastName}` });
    // More contact people and tokens than one transaction holds.
    await createContacts(token, { parentKind: 'supplier', parentId: supplier.id }, 20, (i) => ({
      firstName: `Naam${i}`,
      infix: 'van der',
      lastName: `${lastName} Achternaam`,
      email: `naam${i}.${lastName.toLowerCase()}@example.nl`,
      phone: '020-1234567',
      mobile: '06-12345678',
    }));
    expect(itemsOf(await search(token, lastName), 'contact')).toHaveLength(8);
    const deleted = await call(`/api/suppliers/${supplier.id}?version=1`, 'DELETE', token);
    expect(deleted.status).toBe(204);
    expect(itemsOf(await search(token, lastName), 'contact')).toEqual([]);
    expect(itemsOf(await search(token, `naam3.${lastName}`), 'contact')).toEqual([]);
  });

  it('shows contact people only under parents the user may view', async () => {
    const token = await staff();
    const lastName = uniqueWord('Zzgeheim');
    const customer = await create(token, '/api/customers', { companyName: `Klant ${lastName}` });
    const lead = await create(token, '/api/leads', { companyName: `Lead ${lastName}`, source: 'website' });
    const ofCustomer = await create(token, '/api/contacts', {
      parentKind: 'customer',
      parentId: customer.id,
      firstName: 'Klara',
      lastName,
    });
    const ofLead = await create(token, '/api/contacts', {
      parentKind: 'lead',
      parentId: lead.id,
      firstName: 'Lea',
      lastName,
    });

    // Every role may view every kind today, so the permission check is given directly.
    const all = await searchGroups(lastName, () => true);
    expect(
      all
        .find((g) => g.kind === 'contact')
        ?.items.map((i) => i.id)
        .sort(),
    ).toEqual([ofCustomer.id, ofLead.id].sort());
    const withoutCustomers = await searchGroups(lastName, (permission) => permission !== 'customers.view');
    expect(withoutCustomers.map((g) => g.kind)).toEqual(['lead', 'supplier', 'contact', 'contract']);
    expect(withoutCustomers.find((g) => g.kind === 'contact')?.items.map((i) => i.id)).toEqual([ofLead.id]);
    const noRelations = await searchGroups(lastName, (permission) => permission === 'todos.view');
    expect(noRelations).toEqual([]);
  });

  it('reads a bounded number of items however many contact people match', async () => {
    const token = await staff();
    const lastName = uniqueWord('Zzveel');
    const customer = await create(token, '/api/customers', { companyName: `Veel ${lastName}` });
    await createContacts(token, { parentKind: 'customer', parentId: customer.id }, 30, (i) => ({
      firstName: `Iemand${i}`,
      lastName,
    }));
    const { result, metrics } = await measure(async () => call(`/api/search?q=${lastName}`, 'GET', token));
    expect(itemsOf(await json<Groups>(result), 'contact')).toHaveLength(8);
    expect([...metrics.commands].sort()).toEqual([
      'BatchGetItem',
      'BatchGetItem',
      'Query',
      'Query',
      'Query',
      'Query',
      'Query',
    ]);
    expect(metrics.itemsRead).toBeLessThanOrEqual(2 + 5 * 24 + 24);
  });

  it('finds a record by a rare word typed beside a common, longer one, with reads bounded per word', async () => {
    const token = await staff();
    const rare = uniqueWord('zv');
    const city = uniqueWord('Veelvoorkomendeplaats');
    for (let i = 0; i < 30; i++)
      await create(token, '/api/leads', { companyName: `Lead ${i}`, city, source: 'beurs' });
    const wanted = await create(token, '/api/leads', {
      companyName: `${rare} Bedrijf`,
      city,
      source: 'beurs',
    });

    const { result, metrics } = await measure(async () =>
      call(`/api/search?q=${encodeURIComponent(`${rare} ${city}`)}`, 'GET', token),
    );
    expect(itemsOf(await json<Groups>(result), 'lead').map((hit) => hit.id)).toEqual([wanted.id]);
    // The session check and, per kind, one Query per word looked up (two here).
    expect(metrics.itemsRead).toBeLessThanOrEqual(2 + 2 * (4 * 24 + 24));

    const list = await json<{ items: { id: string }[] }>(
      await call(`/api/leads?search=${encodeURIComponent(`${city} ${rare}`)}`, 'GET', token),
    );
    expect(list.items.map((lead) => lead.id)).toEqual([wanted.id]);
    // A word none of them has finds nothing.
    expect(itemsOf(await search(token, `${rare} ${city} ontbreekt`), 'lead')).toEqual([]);
  });
});
