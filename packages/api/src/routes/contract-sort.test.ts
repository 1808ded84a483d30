import { beforeAll, describe, expect, it, vi } from 'vitest';

// A table of this file's own (hoisted above the imports, which read it once): the sort partitions
// hold every contract, so the exact order across pages is asserted on this file's contracts only.
await vi.hoisted(async () => {
  const { useOwnTable } = await import('../testing-table.ts');
  useOwnTable('contract-sort');
});

const { DeleteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { dynamo, tableName } = await import('@crm/core/db/client');
const { ensureTable } = await import('@crm/core/db/create-table');
const { keys, partitions } = await import('@crm/core/db/keys');
const { measure } = await import('@crm/core/db/metrics');
const { queryAll, rawItems } = await import('@crm/core/db/page');
const { jobsIdle } = await import('@crm/core/jobs/dispatch');
const { contractSortItemFields } = await import('@crm/core/contracts/list-query');
const { contractSortItems } = await import('@crm/core/contracts/sort-items');
const { upgradeContractSortItems } = await import('@crm/core/contracts/sort-backfill');
const { getContract } = await import('@crm/core/contracts/repository');
const { listContracts } = await import('@crm/core/contracts/queries');
const { contractStatuses } = await import('@crm/core/contracts/schema');
const { createTestUser, json, request, signIn } = await import('../testing.ts');

import type { ContractPage, ContractRecord, ContractRow } from '@crm/core/contracts/public';
import type { ContractSortItemField } from '@crm/core/contracts/list-query';

/** Decision 054: the contracts list sorts on seven more columns through sort items. */
const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

let token: string;
const owners: { id: string; email: string; version: number }[] = [];
const customers: { id: string; version: number }[] = [];
const suppliers: { id: string }[] = [];
const types: { id: string }[] = [];
const contracts: ContractRecord[] = [];

async function created<T>(path: string, body: unknown): Promise<T> {
  const response = await call(path, 'POST', token, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: T }>(response)).record;
}

async function renameUser(owner: (typeof owners)[number], name: string) {
  const response = await call(`/api/users/${owner.id}`, 'PUT', token, {
    name,
    email: owner.email,
    role: 'medewerker',
    active: true,
    version: owner.version,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  owner.version = (await json<{ record: { version: number } }>(response)).record.version;
}

const term = {
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
} as const;

/** Twelve contracts (more than a page's reads): names with case and accents, ties, no type, no value, every user-made status. */
const plan = [
  { customer: 0, supplier: 2, type: 0, owner: 1, start: '2026-03-01', value: 500, status: 'actief' },
  { customer: 1, supplier: 1, type: null, owner: 0, start: '2025-06-01', value: null, status: 'concept' },
  { customer: 2, supplier: 0, type: 1, owner: 1, start: '2026-01-01', value: 12000.5, status: 'actief' },
  { customer: 0, supplier: 1, type: 1, owner: 0, start: '2025-09-01', value: 500, status: 'opgezegd' },
  { customer: 1, supplier: 2, type: 0, owner: 1, start: '2026-06-01', value: 75, status: 'beeindigd' },
  { customer: 2, supplier: 0, type: null, owner: 0, start: '2025-12-01', value: 999999, status: 'actief' },
  { customer: 0, supplier: 0, type: 0, owner: 1, start: '2026-02-01', value: null, status: 'concept' },
  { customer: 1, supplier: 2, type: 1, owner: 0, start: '2025-08-01', value: 3000, status: 'actief' },
  { customer: 2, supplier: 1, type: 0, owner: 1, start: '2026-04-01', value: 42, status: 'opgezegd' },
  { customer: 0, supplier: 2, type: 1, owner: 0, start: '2025-05-01', value: 1, status: 'actief' },
  { customer: 1, supplier: 0, type: 0, owner: 1, start: '2026-07-01', value: 800, status: 'beeindigd' },
  { customer: 2, supplier: 2, type: null, owner: 0, start: '2025-10-01', value: 500, status: 'actief' },
] as const;

beforeAll(async () => {
  expect(tableName()).toMatch(/^contract-sort-/);
  expect(plan.length).toBeGreaterThan(READ_BOUND);
  await ensureTable();
  const admin = await createTestUser('beheerder');
  token = await signIn(admin.email);
  for (const name of ['Bram Bakker', 'anna Aarts']) {
    const user = await createTestUser('medewerker');
    const owner = { id: user.user.id, email: user.email, version: user.user.version };
    await renameUser(owner, name);
    owners.push(owner);
  }
  for (const name of ['Citroen BV', 'appel bv', 'Ééndracht']) {
    customers.push(await created('/api/customers', { companyName: name }));
  }
  for (const name of ['Zon Energie', 'Água Pura', 'Mols Groep']) {
    suppliers.push(await created('/api/suppliers', { companyName: name }));
  }
  for (const name of ['Onderhoud', 'Huur']) {
    types.push(await created('/api/contract-types', { name, ...term, decisionWeeks: 4, conditions: [] }));
  }
  for (const [index, row] of plan.entries()) {
    const input = {
      title: `Sorteren ${index}`,
      customerId: customers[row.customer]?.id,
      supplierId: suppliers[row.supplier]?.id,
      ...(row.type === null ? {} : { typeId: types[row.type]?.id }),
      startDate: row.start,
      ...term,
      decisionWeeks: 4,
      value: row.value,
      status: row.status === 'concept' ? 'concept' : 'actief',
      ownerId: owners[row.owner]?.id,
    };
    let contract = await created<ContractRecord>('/api/contracts', input);
    if (row.status !== contract.status) {
      // A status move through an edit moves the contract's Status sort item.
      const moved = await call(`/api/contracts/${contract.id}`, 'PUT', token, {
        ...input,
        status: row.status,
        version: contract.version,
      });
      expect(moved.status, await moved.clone().text()).toBe(200);
      contract = (await json<{ record: ContractRecord }>(moved)).record;
    }
    contracts.push(contract);
  }
});

const folded = (name: string | undefined) =>
  name === undefined ? '~' : name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The order a column promises, worked out here from the rows themselves: by value, then by id. */
function expectedOrder(rows: readonly ContractRow[], field: ContractSortItemField): string[] {
  const valueOf = (row: ContractRow): string | number => {
    switch (field) {
      case 'status':
        return contractStatuses.indexOf(row.status);
      case 'periodEnd':
        return row.periodEnd;
      case 'value':
        return row.value ?? -1;
      default:
        return folded(row[field] ?? undefined);
    }
  };
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [valueOf(a), valueOf(b)];
      return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
    })
    .map((row) => row.id);
}

const LIMIT = 2;
/** The session check's two items, a page's sort items read (twice the page when filtered), its contracts, a counter. */
const READ_BOUND = 2 + 2 * LIMIT + LIMIT + 1;

/** Every page of a view, following the cursor; each request measured. */
async function allPages(query: string) {
  const ids: string[] = [];
  const rows: ContractRow[] = [];
  let cursor: string | null = null;
  let totals: (number | null)[] = [];
  do {
    const path: string = `/api/contracts?${query}&limit=${LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { result, metrics } = await measure(async () => call(path, 'GET', token));
    expect(result.status).toBe(200);
    const page = await json<ContractPage>(result);
    // Served by the index design: one Query of sort items and one BatchGetItem of the page's
    // contracts (beside the session check's BatchGetItem and the counter's GetItem), never a
    // Scan; the items read are bounded by the page size, below the number of contracts.
    expect(metrics.commands.filter((command) => command === 'Query')).toHaveLength(1);
    expect(metrics.commands).not.toContain('Scan');
    expect(metrics.commands.filter((command) => command === 'BatchGetItem').length).toBeLessThanOrEqual(2);
    expect(metrics.itemsRead).toBeLessThanOrEqual(READ_BOUND);
    ids.push(...page.items.map((row) => row.id));
    rows.push(...page.items);
    totals = [...totals, page.total];
    cursor = page.cursor;
  } while (cursor);
  return { ids, rows, totals };
}

async function listed(field: ContractSortItemField, order: 'asc' | 'desc', filter = '') {
  return allPages(`sort=${field}&order=${order}${filter}`);
}

describe('contracts list sorted by sort items (decision 054)', () => {
  it('sorts on each of the seven columns both ways across pages, ties in one order, from one Query a page', async () => {
    for (const field of contractSortItemFields) {
      const ascending = await listed(field, 'asc');
      expect(ascending.ids, field).toEqual(expectedOrder(ascending.rows, field));
      expect(new Set(ascending.ids).size).toBe(plan.length);
      expect(ascending.totals.every((total) => total === plan.length)).toBe(true);
      const descending = await listed(field, 'desc');
      expect(descending.ids, field).toEqual([...ascending.ids].reverse());
    }
    // Spot checks of what the columns mean: no type and no value come last in their first order.
    const byType = await listed('typeName', 'asc');
    expect(byType.rows.slice(-2).map((row) => row.typeName)).toEqual([undefined, undefined]);
    expect(byType.rows[0]?.typeName).toBe('Huur');
    const byValue = await listed('value', 'desc');
    expect(byValue.rows.map((row) => row.value ?? null).slice(0, 2)).toEqual([999999, 12000.5]);
    expect(byValue.rows.slice(-2).map((row) => row.value ?? null)).toEqual([null, null]);
    const byCustomer = await listed('customerName', 'asc');
    expect([...new Set(byCustomer.rows.map((row) => row.customerName))]).toEqual([
      'appel bv',
      'Citroen BV',
      'Ééndracht',
    ]);
    const byStatus = await listed('status', 'asc');
    expect([...new Set(byStatus.rows.map((row) => row.status))]).toEqual([
      'concept',
      'actief',
      'opgezegd',
      'beeindigd',
    ]);
    const byOwner = await listed('ownerName', 'asc');
    expect(byOwner.rows.map((row) => row.ownerName)[0]).toBe('anna Aarts');
    // An export reads the same view in pages of 1,000: one page, in the same order.
    const exported = await listContracts({
      sort: 'value',
      order: 'desc',
      limit: 1000,
      noticeFrom: undefined,
      noticeTo: undefined,
    });
    expect(exported.items.map((row) => row.id)).toEqual(byValue.ids);
    expect(exported.cursor).toBeNull();
  });

  it('combines a sort with the filters: a status, a facet, an Opzeggen vóór range', async () => {
    const actief = await listed('value', 'desc', '&status=actief');
    const expected = contracts.filter((contract) => contract.status === 'actief');
    expect(actief.ids).toEqual(
      [...expectedOrder(actief.rows, 'value')].reverse().filter((id) => expected.some((c) => c.id === id)),
    );
    expect(new Set(actief.ids)).toEqual(new Set(expected.map((contract) => contract.id)));
    // One status or one facet alone: the total is its counter's.
    expect(actief.totals[0]).toBe(expected.length);
    const customer = customers[0]?.id ?? '';
    const ofCustomer = await listed('supplierName', 'asc', `&customerId=${customer}`);
    expect(ofCustomer.rows.every((row) => row.customerId === customer)).toBe(true);
    expect(ofCustomer.ids).toHaveLength(plan.filter((row) => row.customer === 0).length);
    expect(ofCustomer.ids).toEqual(expectedOrder(ofCustomer.rows, 'supplierName'));
    expect(ofCustomer.totals[0]).toBe(ofCustomer.ids.length);
    const first = [...contracts].sort((a, b) => (a.noticeBy < b.noticeBy ? -1 : 1))[0];
    const combined = await listed(
      'ownerName',
      'asc',
      `&customerId=${first?.customerId}&noticeFrom=${first?.noticeBy}&noticeTo=${first?.noticeBy}`,
    );
    expect(combined.ids).toContain(first?.id);
    expect(combined.rows.every((row) => row.noticeBy === first?.noticeBy)).toBe(true);
    // A small facet's contracts are sorted from their list copies: every filter applied, total exact.
    expect(combined.totals[0]).toBe(combined.ids.length);
    expect(combined.ids).toEqual(expectedOrder(combined.rows, 'ownerName'));
    const ofOwner = await listed('value', 'desc', `&ownerId=${owners[0]?.id}&status=actief`);
    expect(ofOwner.ids).toEqual([...expectedOrder(ofOwner.rows, 'value')].reverse());
    expect(ofOwner.ids).toHaveLength(plan.filter((row) => row.owner === 0 && row.status === 'actief').length);
    expect(ofOwner.totals.every((total) => total === ofOwner.ids.length)).toBe(true);
    // Status with a date range: the bounded filter over every contract's sort items, total unknown.
    const ranged = await listed('periodEnd', 'asc', `&status=actief&noticeFrom=2000-01-01`);
    expect(ranged.ids).toEqual(expectedOrder(ranged.rows, 'periodEnd'));
    expect(new Set(ranged.ids)).toEqual(new Set(expected.map((contract) => contract.id)));
    expect(ranged.totals[0]).toBeNull();
    // A sort the list does not have is a Dutch 422.
    const refused = await call('/api/contracts?sort=notes', 'GET', token);
    expect(refused.status).toBe(422);
  });

  it("re-sorts when a customer's or an owner's name changes", async () => {
    const customer = customers[1];
    if (!customer) throw new Error('no customer');
    const renamed = await call(`/api/customers/${customer.id}`, 'PUT', token, {
      companyName: 'Zwaluw BV',
      version: customer.version,
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    await jobsIdle();
    const byCustomer = await listed('customerName', 'asc');
    expect([...new Set(byCustomer.rows.map((row) => row.customerName))]).toEqual([
      'Citroen BV',
      'Ééndracht',
      'Zwaluw BV',
    ]);
    expect(byCustomer.ids).toEqual(expectedOrder(byCustomer.rows, 'customerName'));

    const owner = owners[1];
    if (!owner) throw new Error('no owner');
    await renameUser(owner, 'Aafke Abbing');
    await jobsIdle();
    const byOwner = await listed('ownerName', 'asc');
    const ownedBy = plan.filter((row) => row.owner === 1).length;
    expect(byOwner.rows.slice(0, ownedBy).map((row) => row.ownerName)).toEqual(
      Array.from({ length: ownedBy }, () => 'Aafke Abbing'),
    );
    expect(byOwner.ids).toEqual(expectedOrder(byOwner.rows, 'ownerName'));

    // A user's own rename on the profile page reaches the contracts they own as well.
    const self = owners[0];
    if (!self) throw new Error('no owner');
    const profile = await call('/api/profile', 'PUT', await signIn(self.email), {
      name: 'Zoë Zijlstra',
      email: self.email,
      version: self.version,
    });
    expect(profile.status, await profile.clone().text()).toBe(200);
    self.version += 1;
    await jobsIdle();
    const byOwnName = await listed('ownerName', 'desc');
    const own = plan.filter((row) => row.owner === 0).length;
    expect(byOwnName.rows.slice(0, own).map((row) => row.ownerName)).toEqual(
      Array.from({ length: own }, () => 'Zoë Zijlstra'),
    );
    expect(byOwnName.ids).toEqual([...expectedOrder(byOwnName.rows, 'ownerName')].reverse());
  });

  it('gives contracts stored before sort items theirs, resumably and once', async () => {
    const contract = await getContract(contracts[2]?.id ?? '');
    // As stored before decision 054: no owner's name, no sort items.
    for (const item of contractSortItems(contract)) {
      await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
    }
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.contract(contract.id),
        UpdateExpression: 'REMOVE ownerName',
      }),
    );
    expect((await listed('value', 'asc')).ids).not.toContain(contract.id);

    const first = await upgradeContractSortItems({ pageSize: 2, shouldStop: () => true });
    expect(first).toEqual({ records: 2, done: false });
    const rest = await upgradeContractSortItems({ pageSize: 2 });
    expect(rest).toEqual({ records: plan.length - 2, done: true });
    for (const field of contractSortItemFields) {
      const { ids, rows } = await listed(field, 'asc');
      expect(ids, field).toContain(contract.id);
      expect(ids, field).toEqual(expectedOrder(rows, field));
    }
    expect((await getContract(contract.id)).ownerName).toBe('Aafke Abbing');
    expect(await upgradeContractSortItems()).toEqual({ records: 0, done: true });
  });

  it('takes the sort items along when a contract is deleted', async () => {
    const contract = contracts[0];
    if (!contract) throw new Error('no contract');
    const current = await getContract(contract.id);
    const deleted = await call(`/api/contracts/${contract.id}?version=${current.version}`, 'DELETE', token);
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    for (const field of contractSortItemFields) {
      const items = await queryAll({ partition: partitions.contractSort(field), schema: rawItems });
      expect(items, field).toHaveLength(plan.length - 1);
      expect(items.map((item) => item.id)).not.toContain(contract.id);
      expect((await listed(field, 'desc')).ids).not.toContain(contract.id);
    }
  });
});
