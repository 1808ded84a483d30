import { describe, expect, it } from 'vitest';
import { measure } from '@crm/core/db/metrics';
import { ConflictError } from '@crm/core/errors';
import { deleteRelation, getRelationDetail } from '@crm/core/relations/repository';
import { createTestUser, json, request, signIn } from '../testing.ts';

type Json = Record<string, unknown>;
const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function staff(role: 'medewerker' | 'alleen_lezen' | 'beheerder' = 'medewerker') {
  const account = await createTestUser(role);
  return { ...account, token: await signIn(account.email) };
}

const lead = (extra: Json = {}) => ({ companyName: 'Bakkerij de Zon', source: 'website', ...extra });

describe('relations API', () => {
  it('validates with Dutch field messages and normalises Dutch formats', async () => {
    const { token } = await staff();
    const bad = await call('/api/leads', 'POST', token, {
      companyName: '',
      source: 'radio',
      kvkNumber: '1234',
      postcode: '12345',
      vatNumber: 'NL12',
    });
    expect(bad.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(bad);
    expect(errors.companyName).toEqual(['Vul de bedrijfsnaam in.']);
    expect(errors.kvkNumber).toEqual(['Een KvK-nummer bestaat uit 8 cijfers.']);
    expect(errors.source).toEqual(['Kies een bron.']);
    expect(errors.vatNumber?.[0]).toMatch(/BTW-nummer/);

    const lost = await call('/api/leads', 'POST', token, lead({ status: 'verloren' }));
    expect(await json(lost)).toMatchObject({
      errors: { lostReason: ['Geef een reden waarom de lead verloren is.'] },
    });
    const postcode = await call('/api/leads', 'POST', token, lead({ postcode: '12345' }));
    expect(await json(postcode)).toMatchObject({
      errors: { postcode: [expect.stringContaining('1234 AB')] },
    });

    const good = await call(
      '/api/leads',
      'POST',
      token,
      lead({ postcode: '1234ab', vatNumber: 'nl 123456789 b01', kvkNumber: '' }),
    );
    expect(good.status).toBe(201);
    const { record } = await json<{ record: Json }>(good);
    expect(record).toMatchObject({
      postcode: '1234 AB',
      vatNumber: 'NL123456789B01',
      country: 'NL',
      status: 'nieuw',
      version: 1,
    });
    expect(record).not.toHaveProperty('kvkNumber');
    expect(record).not.toHaveProperty('pk');
    expect(record).not.toHaveProperty('searchTokens');
  });

  it('numbers customers K000001… without duplicates under concurrent creates', async () => {
    const { token } = await staff();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('/api/customers', 'POST', token, { companyName: `Gelijktijdig ${i}` }),
      ),
    );
    const numbers = await Promise.all(
      responses.map(async (r) => (await json<{ record: { number: string } }>(r)).record.number),
    );
    expect(new Set(numbers).size).toBe(8);
    for (const number of numbers) expect(number).toMatch(/^K\d{6}$/);
    const supplier = await json<{ record: { number: string } }>(
      await call('/api/suppliers', 'POST', token, { companyName: 'Lev' }),
    );
    expect(supplier.record.number).toMatch(/^L\d{6}$/);
  });

  it('refuses a stale edit with 409 and keeps the first save', async () => {
    const { token } = await staff();
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/customers', 'POST', token, { companyName: 'Eerste' }),
    );
    const first = await call(`/api/customers/${record.id}`, 'PUT', token, {
      companyName: 'Tab een',
      version: 1,
    });
    expect(first.status).toBe(200);
    const second = await call(`/api/customers/${record.id}`, 'PUT', token, {
      companyName: 'Tab twee',
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(((await json(second)) as { message: string }).message).toMatch(
      /intussen door iemand anders gewijzigd/,
    );
    const detail = await json<{ record: Json }>(await call(`/api/customers/${record.id}`, 'GET', token));
    expect(detail.record).toMatchObject({ companyName: 'Tab een', version: 2 });
  });

  it('lists by owner and status from the index, pages with cursors and counts from counters', async () => {
    const { token } = await staff();
    const owner = await createTestUser('medewerker');
    const names = ['Appel', 'Banaan', 'Citroen', 'Dadel', 'Emmer'];
    for (const [i, name] of names.entries()) {
      const created = await call(
        '/api/leads',
        'POST',
        token,
        lead({ companyName: name, ownerId: owner.user.id, status: i % 2 ? 'gekwalificeerd' : 'nieuw' }),
      );
      expect(created.status, await created.clone().text()).toBe(201);
    }
    const first = await json<{ items: { companyName: string }[]; cursor: string; total: number }>(
      await call(`/api/leads?owner=${owner.user.id}&limit=2`, 'GET', token),
    );
    expect(first.items.map((i) => i.companyName)).toEqual(['Appel', 'Banaan']);
    expect(first.total).toBe(5);
    const second = await json<{ items: { companyName: string }[] }>(
      await call(
        `/api/leads?owner=${owner.user.id}&limit=2&cursor=${encodeURIComponent(first.cursor)}`,
        'GET',
        token,
      ),
    );
    expect(second.items.map((i) => i.companyName)).toEqual(['Citroen', 'Dadel']);
    const filtered = await json<{ items: { companyName: string }[]; total: number | null }>(
      await call(`/api/leads?owner=${owner.user.id}&status=nieuw&order=desc`, 'GET', token),
    );
    expect(filtered.items.map((i) => i.companyName)).toEqual(['Emmer', 'Citroen', 'Appel']);
    expect(filtered.total).toBeNull();
    expect((await call('/api/leads?cursor=vervalst', 'GET', token)).status).toBe(400);
  });

  it('finds records by part of the name and by KvK-nummer, reading a bounded number of items', async () => {
    const { token } = await staff();
    const stamp = Date.now().toString().slice(-8);
    const kvk = stamp.padStart(8, '1');
    await call('/api/customers', 'POST', token, {
      companyName: `Zoekbedrijf Vlinder ${stamp}`,
      kvkNumber: kvk,
      city: 'Utrecht',
    });
    const byName = await json<{ items: { companyName: string }[] }>(
      await call(`/api/customers?search=vlind ${stamp}`, 'GET', token),
    );
    expect(byName.items.map((i) => i.companyName)).toEqual([`Zoekbedrijf Vlinder ${stamp}`]);
    const { result, metrics } = await measure(async () => call(`/api/customers?search=${kvk}`, 'GET', token));
    expect((await json<{ items: { kvkNumber: string }[] }>(result)).items[0]?.kvkNumber).toBe(kvk);
    expect([...metrics.commands].sort()).toEqual(['BatchGetItem', 'BatchGetItem', 'Query']);
    expect(metrics.itemsRead).toBeLessThanOrEqual(2 + 50 + 50);
  });

  it('warns about another relation with the same KvK-nummer, BTW-nummer or e-mail', async () => {
    const { token } = await staff();
    const email = `dubbel-${Date.now()}@example.nl`;
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/suppliers', 'POST', token, { companyName: 'Origineel', email }),
    );
    const hits = await json<{ items: Json[] }>(
      await call(`/api/directory/duplicates?email=${email.toUpperCase()}`, 'GET', token),
    );
    expect(hits.items).toEqual([
      expect.objectContaining({ kind: 'supplier', id: record.id, field: 'email', label: 'Origineel' }),
    ]);
    const excluded = await json<{ items: Json[] }>(
      await call(`/api/directory/duplicates?email=${email}&exclude=${record.id}`, 'GET', token),
    );
    expect(excluded.items).toEqual([]);
  });

  it('converts a lead into a customer in one step, moving contact people and history', async () => {
    const { token } = await staff();
    const created = await json<{ record: { id: string } }>(
      await call('/api/leads', 'POST', token, lead({ companyName: 'Omzet BV', status: 'offerte_verstuurd' })),
    );
    const leadId = created.record.id;
    const contact = await call('/api/contacts', 'POST', token, {
      parentKind: 'lead',
      parentId: leadId,
      firstName: 'Jan',
      lastName: 'Jansen',
    });
    expect(contact.status).toBe(201);
    expect((await json<{ record: { primary: boolean } }>(contact)).record.primary).toBe(true);

    expect((await call(`/api/leads/${leadId}/convert`, 'POST', token, { version: 7 })).status).toBe(409);
    const converted = await call(`/api/leads/${leadId}/convert`, 'POST', token, { version: 1 });
    expect(converted.status).toBe(201);
    const { record: customer } = await json<{
      record: { id: string; number: string; leadId: string; companyName: string };
    }>(converted);
    expect(customer).toMatchObject({ leadId, companyName: 'Omzet BV' });
    expect(customer.number).toMatch(/^K\d{6}$/);

    const leadDetail = await json<{ record: Json; contacts: Json[] }>(
      await call(`/api/leads/${leadId}`, 'GET', token),
    );
    expect(leadDetail.record).toMatchObject({ status: 'gewonnen', customerId: customer.id, version: 2 });
    expect(leadDetail.contacts).toEqual([]);
    const customerDetail = await json<{ contacts: Json[] }>(
      await call(`/api/customers/${customer.id}`, 'GET', token),
    );
    expect(customerDetail.contacts).toEqual([
      expect.objectContaining({ firstName: 'Jan', parentKind: 'customer', parentId: customer.id }),
    ]);
    const history = await json<{ items: { action: string; subjectType: string }[] }>(
      await call(`/api/customers/${customer.id}/history`, 'GET', token),
    );
    expect(history.items.map((h) => `${h.subjectType}:${h.action}`)).toEqual(
      expect.arrayContaining(['lead:create', 'contact:create', 'customer:create', 'lead:convert']),
    );
    expect((await call(`/api/leads/${leadId}/convert`, 'POST', token, { version: 2 })).status).toBe(422);
  });

  it.each(['customers', 'suppliers'] as const)(
    'keeps the financial record of %s behind its own permission and checks the IBAN',
    async (area) => {
      const worker = await staff('medewerker');
      const reader = await staff('alleen_lezen');
      const { record } = await json<{ record: { id: string } }>(
        await call(`/api/${area}`, 'POST', worker.token, { companyName: `Geldzaken ${area}` }),
      );
      const path = `/api/${area}/${record.id}/financial`;
      const invalid = await call(path, 'PUT', worker.token, { iban: 'NL91ABNA0417164301', version: 0 });
      expect(invalid.status).toBe(422);
      expect(await json(invalid)).toMatchObject({
        errors: { iban: ['Dit IBAN klopt niet. Controleer het nummer.'] },
      });
      const saved = await call(path, 'PUT', worker.token, {
        iban: 'nl91 abna 0417 1643 00',
        bic: 'abnanl2a',
        version: 0,
      });
      expect(saved.status).toBe(200);
      expect(await json(saved)).toMatchObject({
        record: { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', paymentTermDays: 30, version: 1 },
      });
      expect((await call(path, 'PUT', worker.token, { iban: '', version: 0 })).status).toBe(409);

      expect((await call(path, 'GET', reader.token)).status).toBe(403);
      expect((await call(path, 'PUT', reader.token, { version: 1 })).status).toBe(403);
      const readerDetail = await json(await call(`/api/${area}/${record.id}`, 'GET', reader.token));
      expect(readerDetail).not.toHaveProperty('financial');
      const workerDetail = await json(await call(`/api/${area}/${record.id}`, 'GET', worker.token));
      expect(workerDetail).toMatchObject({ financial: { iban: 'NL91ABNA0417164300' } });
    },
  );

  it('lets Alleen lezen read but not create, change or delete', async () => {
    const worker = await staff('medewerker');
    const reader = await staff('alleen_lezen');
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/suppliers', 'POST', worker.token, { companyName: 'Alleen kijken' }),
    );
    expect((await call(`/api/suppliers/${record.id}`, 'GET', reader.token)).status).toBe(200);
    const refused = await Promise.all([
      call('/api/suppliers', 'POST', reader.token, { companyName: 'Nee' }),
      call(`/api/suppliers/${record.id}`, 'PUT', reader.token, { companyName: 'Nee', version: 1 }),
      call(`/api/suppliers/${record.id}?version=1`, 'DELETE', reader.token),
      call('/api/contacts', 'POST', reader.token, {
        parentKind: 'supplier',
        parentId: record.id,
        firstName: 'A',
        lastName: 'B',
      }),
      call('/api/leads', 'POST', reader.token, lead()),
    ]);
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
  });

  it('deletes a record with its contact people', async () => {
    const { token } = await staff();
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/customers', 'POST', token, { companyName: 'Weg ermee' }),
    );
    const { record: contact } = await json<{ record: { id: string } }>(
      await call('/api/contacts', 'POST', token, {
        parentKind: 'customer',
        parentId: record.id,
        firstName: 'Piet',
        lastName: 'Pot',
      }),
    );
    expect((await call(`/api/customers/${record.id}?version=1`, 'DELETE', token)).status).toBe(204);
    expect((await call(`/api/customers/${record.id}`, 'GET', token)).status).toBe(404);
    expect((await call(`/api/contacts/${contact.id}`, 'GET', token)).status).toBe(404);
  });

  it('removes nothing when a delete of a record with many contact people meets a newer version', async () => {
    const { token } = await staff();
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/suppliers', 'POST', token, { companyName: 'Veel Contacten BV' }),
    );
    for (let i = 0; i < 20; i++) {
      const created = await call('/api/contacts', 'POST', token, {
        parentKind: 'supplier',
        parentId: record.id,
        firstName: `Persoon${i}`,
        lastName: 'Contact',
        email: `persoon${i}@veel.nl`,
      });
      expect(created.status).toBe(201);
    }
    // The delete read version 1; a colleague saves before its writes begin.
    const stale = await getRelationDetail('supplier', record.id);
    expect(
      (await call(`/api/suppliers/${record.id}`, 'PUT', token, { companyName: 'Veel Contacten', version: 1 }))
        .status,
    ).toBe(200);
    await expect(
      deleteRelation('supplier', { ...stale, files: [] }, 1, { id: 'u', name: 'Test' }),
    ).rejects.toBeInstanceOf(ConflictError);
    const detail = await json<{ contacts: unknown[] }>(
      await call(`/api/suppliers/${record.id}`, 'GET', token),
    );
    expect(detail.contacts).toHaveLength(20);
  });

  it('moves a lead on the board and asks a reason for Verloren', async () => {
    const { token } = await staff();
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/leads', 'POST', token, lead()),
    );
    const noReason = await call(`/api/leads/${record.id}/status`, 'PATCH', token, {
      status: 'verloren',
      version: 1,
    });
    expect(noReason.status).toBe(422);
    const moved = await call(`/api/leads/${record.id}/status`, 'PATCH', token, {
      status: 'verloren',
      lostReason: 'Te duur',
      version: 1,
    });
    expect(await json(moved)).toMatchObject({
      record: { status: 'verloren', lostReason: 'Te duur', version: 2 },
    });
    const back = await call(`/api/leads/${record.id}/status`, 'PATCH', token, {
      status: 'nieuw',
      version: 2,
    });
    const backBody = await json<{ record: Json }>(back);
    expect(backBody).toMatchObject({ record: { status: 'nieuw', version: 3 } });
    expect(backBody.record).not.toHaveProperty('lostReason');
  });

  it('refuses to reopen a converted lead and checks a new owner on update', async () => {
    const { token } = await staff();
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/leads', 'POST', token, lead()),
    );
    const badOwner = await call(
      `/api/leads/${record.id}`,
      'PUT',
      token,
      lead({ ownerId: 'niemand', version: 1 }),
    );
    expect(badOwner.status).toBe(422);
    expect(await json(badOwner)).toMatchObject({
      errors: { ownerId: ['Kies een bestaande, actieve gebruiker.'] },
    });
    await call(`/api/leads/${record.id}/convert`, 'POST', token, { version: 1 });
    const reopen = await call(`/api/leads/${record.id}`, 'PUT', token, lead({ status: 'nieuw', version: 2 }));
    expect(reopen.status).toBe(422);
  });

  it('refuses a contact person for a record that is gone', async () => {
    const { token } = await staff();
    const response = await call('/api/contacts', 'POST', token, {
      parentKind: 'customer',
      parentId: 'bestaat-niet',
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.status).toBe(404);
  });

  it('refuses a record too large to take in (over 1 MB) with a Dutch 413, not a 500, and stores nothing', async () => {
    const { token } = await staff();
    const name = `Te Groot ${Date.now()}`;
    const tooLarge = await call(
      '/api/leads',
      'POST',
      token,
      lead({ companyName: name, notes: 'x'.repeat(1_100_000) }),
    );
    expect(tooLarge.status).toBe(413);
    expect(await json(tooLarge)).toEqual({ message: 'Het verzoek is te groot.' });
    const { groups } = await json<{ groups: { items: unknown[] }[] }>(
      await call(`/api/search?q=${encodeURIComponent(name)}`, 'GET', token),
    );
    expect(groups.flatMap((group) => group.items)).toEqual([]);
  });

  it('keeps one primary contact person per relation', async () => {
    const { token } = await staff();
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/suppliers', 'POST', token, { companyName: 'Contacten' }),
    );
    const add = (firstName: string, primary: boolean) =>
      call('/api/contacts', 'POST', token, {
        parentKind: 'supplier',
        parentId: record.id,
        firstName,
        lastName: 'X',
        primary,
      });
    await add('Eerste', false);
    await add('Tweede', true);
    const detail = await json<{ contacts: { firstName: string; primary: boolean }[] }>(
      await call(`/api/suppliers/${record.id}`, 'GET', token),
    );
    expect(detail.contacts.filter((c) => c.primary).map((c) => c.firstName)).toEqual(['Tweede']);
  });
});

describe('DynamoDB requests per route', () => {
  // Fails when a route starts making more requests: each screen is one request after the session check.
  it('serves each screen with one request after the session check', async () => {
    const { token } = await staff();
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/customers', 'POST', token, { companyName: 'Telling' }),
    );
    const cases: [string, string[]][] = [
      [`/api/customers/${record.id}`, ['BatchGetItem', 'Query']],
      [`/api/customers/${record.id}/history`, ['BatchGetItem', 'Query', 'Query']],
      ['/api/customers?limit=10', ['BatchGetItem', 'Query', 'GetItem']],
      ['/api/customers?limit=10&status=actief&country=NL', ['BatchGetItem', 'Query']],
      ['/api/user', ['BatchGetItem']],
    ];
    for (const [path, expected] of cases) {
      const { result, metrics } = await measure(async () => call(path, 'GET', token));
      expect(result.status, path).toBe(200);
      expect([...metrics.commands].sort(), path).toEqual([...expected].sort());
    }
  });
});
