import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '@crm/core/db/client';
import { keys } from '@crm/core/db/keys';
import { createTestUser, json, request, signIn } from '../testing.ts';

/** One primary contact person per parent, also when the writes that decide it meet (decision 022). */
type Contact = { id: string; firstName: string; primary: boolean; version: number };

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function staffToken(): Promise<string> {
  return signIn((await createTestUser('medewerker')).email);
}

async function contactsOf(
  token: string,
  area: 'customers' | 'leads' | 'suppliers',
  id: string,
): Promise<Contact[]> {
  return (await json<{ contacts: Contact[] }>(await call(`/api/${area}/${id}`, 'GET', token))).contacts;
}

const addContact = (
  token: string,
  parentKind: string,
  parentId: string,
  firstName: string,
  primary = false,
) => call('/api/contacts', 'POST', token, { parentKind, parentId, firstName, lastName: 'Gelijk', primary });

async function newCustomer(token: string, companyName: string): Promise<string> {
  return (
    await json<{ record: { id: string } }>(await call('/api/customers', 'POST', token, { companyName }))
  ).record.id;
}

async function primaryMarker(pk: string) {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.primaryContact(pk), ConsistentRead: true }),
  );
  return output.Item;
}

describe('the primary contact person', () => {
  it('is exactly one of ten contact people created at once for a new customer', async () => {
    const token = await staffToken();
    const id = await newCustomer(token, 'Tien Tegelijk BV');
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addContact(token, 'customer', id, `Persoon${i}`)),
    );
    expect(created.map((response) => response.status)).toEqual(Array(10).fill(201));

    const contacts = await contactsOf(token, 'customers', id);
    expect(contacts).toHaveLength(10);
    const primary = contacts.filter((contact) => contact.primary);
    expect(primary).toHaveLength(1);
    expect(await primaryMarker(keys.relation('customer', id).pk)).toMatchObject({
      contactId: primary[0]?.id,
    });
  });

  it('is exactly one when three new contact people ask to be primary at once', async () => {
    const token = await staffToken();
    const id = await newCustomer(token, 'Drie Willen BV');
    const created = await Promise.all(
      ['Een', 'Twee', 'Drie'].map((name) => addContact(token, 'customer', id, name, true)),
    );
    expect(created.map((response) => response.status)).toEqual([201, 201, 201]);
    const contacts = await contactsOf(token, 'customers', id);
    expect(contacts).toHaveLength(3);
    expect(contacts.filter((contact) => contact.primary)).toHaveLength(1);
  });

  it('is one when two are marked at once on a relation that has none (after its primary left)', async () => {
    const token = await staffToken();
    const id = await newCustomer(token, 'Geen Primair BV');
    for (const name of ['Eerste', 'Tweede', 'Derde']) {
      expect((await addContact(token, 'customer', id, name)).status).toBe(201);
    }
    const before = await contactsOf(token, 'customers', id);
    const first = before.find((contact) => contact.primary);
    expect(first?.firstName).toBe('Eerste');
    expect((await call(`/api/contacts/${first?.id}?version=${first?.version}`, 'DELETE', token)).status).toBe(
      204,
    );
    expect(await primaryMarker(keys.relation('customer', id).pk)).toBeUndefined();

    const others = before.filter((contact) => !contact.primary);
    const marked = await Promise.all(
      others.map((contact) =>
        call(`/api/contacts/${contact.id}`, 'PUT', token, {
          firstName: contact.firstName,
          lastName: 'Gelijk',
          primary: true,
          version: contact.version,
        }),
      ),
    );
    // Marks that really meet: one wins and the other is refused as stale (409); marks that happen
    // one after the other both succeed, the later one unmarking the earlier.
    const statuses = marked.map((response) => response.status);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const after = await contactsOf(token, 'customers', id);
    expect(after.filter((contact) => contact.primary)).toHaveLength(1);
  });

  it('is released when it is unmarked, and moves with a converted lead to its customer', async () => {
    const token = await staffToken();
    const { record } = await json<{ record: { id: string } }>(
      await call('/api/leads', 'POST', token, { companyName: 'Omzetting BV', source: 'website' }),
    );
    const leadPk = keys.relation('lead', record.id).pk;
    expect((await addContact(token, 'lead', record.id, 'Jan')).status).toBe(201);
    const [jan] = await contactsOf(token, 'leads', record.id);
    expect(await primaryMarker(leadPk)).toMatchObject({ contactId: jan?.id });

    const unmark = { firstName: 'Jan', lastName: 'Gelijk', primary: false, version: jan?.version };
    expect((await call(`/api/contacts/${jan?.id}`, 'PUT', token, unmark)).status).toBe(200);
    expect(await primaryMarker(leadPk)).toBeUndefined();
    const mark = { ...unmark, primary: true, version: (jan?.version ?? 0) + 1 };
    expect((await call(`/api/contacts/${jan?.id}`, 'PUT', token, mark)).status).toBe(200);

    const converted = await call(`/api/leads/${record.id}/convert`, 'POST', token, { version: 1 });
    expect(converted.status).toBe(201);
    const { record: customer } = await json<{ record: { id: string } }>(converted);
    expect(await primaryMarker(leadPk)).toBeUndefined();
    expect(await primaryMarker(keys.relation('customer', customer.id).pk)).toMatchObject({
      contactId: jan?.id,
    });
    // The customer's first new contact person does not become a second primary one.
    expect((await addContact(token, 'customer', customer.id, 'Piet')).status).toBe(201);
    const contacts = await contactsOf(token, 'customers', customer.id);
    expect(contacts.filter((contact) => contact.primary).map((contact) => contact.id)).toEqual([jan?.id]);
  });
  it.each([
    ['customers', 'customer'],
    ['suppliers', 'supplier'],
  ] as const)(
    'is exactly one of two created at the same moment for a new %s, whatever each asks',
    async (area, kind) => {
      const token = await staffToken();
      for (const [first, second] of [
        [false, false],
        [true, false],
        [true, true],
      ]) {
        const response = await call(`/api/${area}`, 'POST', token, {
          companyName: `Twee Tegelijk ${Date.now()}`,
        });
        const id = (await json<{ record: { id: string } }>(response)).record.id;
        const created = await Promise.all([
          addContact(token, kind, id, 'Links', first),
          addContact(token, kind, id, 'Rechts', second),
        ]);
        expect(created.map((each) => each.status)).toEqual([201, 201]);
        const primary = (await contactsOf(token, area, id)).filter((contact) => contact.primary);
        expect(primary).toHaveLength(1);
      }
    },
  );
});
