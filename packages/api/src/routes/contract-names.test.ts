import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractPage, ContractRecord } from '@crm/core/contracts/public';
import { refreshContractNames } from '@crm/core/contracts/party-names';
import { resolveParties, withCurrentNames } from '@crm/core/contracts/parties';
import { measure } from '@crm/core/db/metrics';
import { transact } from '@crm/core/db/transaction';
import { csvRecords } from '@crm/core/export/testing';
import { jobsIdle } from '@crm/core/jobs/dispatch';
import { createTestUser, json, request, signIn } from '../testing.ts';

/** Decision 028: a rename of a contract's customer, supplier or type reaches its lists and export. */
const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

let token: string;
let ownerId: string;

beforeAll(async () => {
  const admin = await createTestUser('beheerder');
  ownerId = admin.user.id;
  token = await signIn(admin.email);
});

const word = () => `Hn${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const term = {
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
} as const;

async function created<T>(path: string, body: unknown): Promise<T> {
  const response = await call(path, 'POST', token, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: T }>(response)).record;
}

type Party = { id: string; version: number };

async function arrange() {
  const stamp = word();
  const [customer, supplier, type] = await Promise.all([
    created<Party>('/api/customers', { companyName: `Klant ${stamp}` }),
    created<Party>('/api/suppliers', { companyName: `Leverancier ${stamp}` }),
    created<Party>('/api/contract-types', { name: `Type ${stamp}`, ...term, conditions: [] }),
  ]);
  const contract = async (title: string) =>
    created<ContractRecord>('/api/contracts', {
      title,
      customerId: customer.id,
      supplierId: supplier.id,
      typeId: type.id,
      startDate: '2025-01-01',
      ...term,
      status: 'actief',
      ownerId,
    });
  const contracts = [await contract(`${stamp} een`), await contract(`${stamp} twee`)];
  return { stamp, customer, supplier, type, contracts };
}

const list = async (query: string) => {
  const response = await call(`/api/contracts?${query}`, 'GET', token);
  expect(response.status).toBe(200);
  return json<ContractPage>(response);
};

const names = (page: ContractPage) =>
  page.items.map((row) => [row.customerName, row.supplierName, row.typeName]);

async function exportRows(customerId: string) {
  const started = await call('/api/exports', 'POST', token, {
    list: 'contracts',
    format: 'csv',
    query: { customerId, sort: 'noticeBy', order: 'asc', limit: 25 },
  });
  expect(started.status).toBe(202);
  const { id } = (await json<{ record: { id: string } }>(started)).record;
  await jobsIdle();
  const done = (
    await json<{ record: { status: string; url: string } }>(await call(`/api/exports/${id}`, 'GET', token))
  ).record;
  expect(done.status).toBe('done');
  return csvRecords(Buffer.from(await (await fetch(done.url)).arrayBuffer()));
}

describe('names of a contract’s parties', () => {
  it('follow a rename of the customer, supplier and type into every list, Ctrl+K and the export', async () => {
    const { stamp, customer, supplier, type, contracts } = await arrange();
    const renamed = { customer: `Hernoemd ${stamp}`, supplier: `Andere ${stamp}`, type: `Soort ${stamp}` };
    const saves = await Promise.all([
      call(`/api/customers/${customer.id}`, 'PUT', token, { companyName: renamed.customer, version: 1 }),
      call(`/api/suppliers/${supplier.id}`, 'PUT', token, { companyName: renamed.supplier, version: 1 }),
      call(`/api/contract-types/${type.id}`, 'PUT', token, { name: renamed.type, ...term, version: 1 }),
    ]);
    expect(saves.map((response) => response.status)).toEqual([200, 200, 200]);
    await jobsIdle();

    const expected = [
      [renamed.customer, renamed.supplier, renamed.type],
      [renamed.customer, renamed.supplier, renamed.type],
    ];
    // Each view still reads the rows with one Query and looks up no names: besides it only the
    // session check (one BatchGetItem) and, for a view served by a key, its total (one GetItem).
    for (const query of [
      `customerId=${customer.id}`,
      `supplierId=${supplier.id}`,
      `typeId=${type.id}`,
      `ownerId=${ownerId}&customerId=${customer.id}`,
      `status=actief&customerId=${customer.id}`,
    ]) {
      const { result, metrics } = await measure(() => list(query));
      expect(names(result), query).toEqual(expected);
      expect(metrics.commands.filter((command) => command !== 'GetItem').sort(), query).toEqual([
        'BatchGetItem',
        'Query',
      ]);
    }
    // Sorted by number a facet is a bounded filter over every contract of the shared table: the
    // pages are followed (each one Query) until both are found, however many contracts come first.
    const byNumber: ContractPage['items'] = [];
    let cursor: string | null = null;
    do {
      const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await list(`sort=number&order=asc&customerId=${customer.id}${after}`);
      byNumber.push(...page.items);
      cursor = page.cursor;
    } while (cursor && byNumber.length < 2);
    expect(names({ items: byNumber, cursor: null, total: null })).toEqual(expected);

    const [first] = contracts;
    const detail = (
      await json<{ record: ContractRecord }>(await call(`/api/contracts/${first?.id}`, 'GET', token))
    ).record;
    // Each of the three renames moved its version on (without a history entry: the contract did not change).
    expect(detail).toMatchObject({ customerName: renamed.customer, typeName: renamed.type, version: 4 });

    const hits = await json<{ groups: { kind: string; items: { id: string; detail: string }[] }[] }>(
      await call(`/api/search?q=${first?.number}`, 'GET', token),
    );
    const found = hits.groups.find((group) => group.kind === 'contract')?.items;
    expect(found).toEqual([
      expect.objectContaining({ id: first?.id, detail: `${first?.number} · ${renamed.customer}` }),
    ]);

    const rows = await exportRows(customer.id);
    expect(rows.map((row) => [row.Klant, row.Leverancier, row.Contracttype])).toEqual(expected);

    // Idempotent: run again, it finds nothing to write.
    expect(await refreshContractNames('customer', customer.id)).toBe(0);
  });

  it('leaves a contract that moved to another customer alone, and the edit keeps its version check', async () => {
    const { stamp, customer, contracts } = await arrange();
    const [moved, stays] = contracts;
    if (!moved || !stays) throw new Error('two contracts');
    const other = await created<Party>('/api/customers', { companyName: `Nieuw ${stamp}` });
    const move = await call(`/api/contracts/${moved.id}`, 'PUT', token, {
      ...moved,
      customerId: other.id,
      version: moved.version,
    });
    expect(move.status).toBe(200);
    const rename = await call(`/api/customers/${customer.id}`, 'PUT', token, {
      companyName: `Later ${stamp}`,
      version: 1,
    });
    expect(rename.status).toBe(200);
    await jobsIdle();
    expect(names(await list(`customerId=${other.id}`)).map(([name]) => name)).toEqual([`Nieuw ${stamp}`]);
    expect(names(await list(`customerId=${customer.id}`)).map(([name]) => name)).toEqual([`Later ${stamp}`]);
    // The refresh moved the version on: an edit prepared from the older contract is refused.
    const stale = await call(`/api/contracts/${stays.id}`, 'PUT', token, {
      ...stays,
      version: stays.version,
    });
    expect(stale.status).toBe(409);
  });

  it('reads the names again when a party is renamed between reading and writing a contract', async () => {
    const { stamp, customer, supplier } = await arrange();
    const input = { customerId: customer.id, supplierId: supplier.id, typeId: undefined, ownerId };
    const read = await resolveParties(input);
    const rename = await call(`/api/customers/${customer.id}`, 'PUT', token, {
      companyName: `Tussendoor ${stamp}`,
      version: 1,
    });
    expect(rename.status).toBe(200);
    await jobsIdle();
    const written: string[] = [];
    await withCurrentNames(input, read, async (parties) => {
      written.push(parties.customerName);
      await transact(
        parties.guards.map((guard) => guard.item),
        [],
        0,
        parties.guards,
      );
    });
    expect(written).toEqual([`Klant ${stamp}`, `Tussendoor ${stamp}`]);
  });
});
