import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { measure } from '@crm/core/db/metrics';
import { createRequest, listSupplierRequests } from '@crm/core/supplier-requests/requests';
import { createTestUser, json, request, signIn } from '../testing.ts';

/**
 * The Verzoeken tab of a supplier with 200 requests (decision 047): every page is one Query of the
 * supplier's copies, reading the page's items and no more, and the pages together hold every
 * request once, newest first.
 */
const COUNT = 200;
let admin: string;
let supplierId: string;
const made: string[] = [];

async function post(path: string, body: unknown) {
  const response = await request(path, { method: 'POST', token: admin, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: { id: string } }>(response)).record;
}

beforeAll(async () => {
  const account = await createTestUser('beheerder');
  admin = await signIn(account.email);
  const actor = { id: account.user.id, name: account.user.name };
  supplierId = (await post('/api/suppliers', { companyName: `Veel verzoeken ${ulid()}` })).id;
  const contact = await post('/api/contacts', {
    parentKind: 'supplier',
    parentId: supplierId,
    firstName: 'Veel',
    lastName: 'Verzoeken',
    email: `veel-${ulid().toLowerCase()}@example.nl`,
  });
  const template = await post('/api/supplier-requests/templates', {
    name: `Tab ${ulid()}`,
    fields: [{ key: 'organisation.phone' }],
    documents: [],
  });
  for (let index = 0; index < COUNT; index++) {
    const created = await createRequest(
      { supplierId, templateId: template.id, contactId: contact.id },
      actor,
    );
    made.push(created.id);
  }
}, 180_000);

describe('the Verzoeken tab of a supplier with 200 requests', () => {
  it('reads a page with one Query of 25 items', async () => {
    const { result, metrics } = await measure(() => listSupplierRequests(supplierId, { limit: 25 }));
    expect(result.items).toHaveLength(25);
    expect(result.cursor).not.toBeNull();
    expect(metrics.commands).toEqual(['Query']);
    expect(metrics.itemsRead).toBe(25);
  });

  it('pages through every request once, newest first', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: { items: { id: string }[]; cursor: string | null } = await json(
        await request(`/api/supplier-requests?supplierId=${supplierId}&limit=100${query}`, { token: admin }),
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });
});
