import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractPage, ContractRecord } from '@crm/core/contracts/public';
import { contractDates } from '@crm/core/contracts/dates';
import { addMonths, dutchToday } from '@crm/core/nl/date';
import { measure } from '@crm/core/db/metrics';
import { createTestUser, json, request, signIn } from '../testing.ts';
import { pdfBytes, uploadFile } from './files-testing.ts';

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

let token: string;
let readOnly: string;
let ownerId: string;

beforeAll(async () => {
  const admin = await createTestUser('beheerder');
  ownerId = admin.user.id;
  [token, readOnly] = await Promise.all([
    signIn(admin.email),
    createTestUser('alleen_lezen').then((user) => signIn(user.email)),
  ]);
});

async function newRelation(kind: 'customers' | 'suppliers', name: string) {
  const response = await call(`/api/${kind}`, 'POST', token, { companyName: name });
  expect(response.status).toBe(201);
  return (await json<{ record: { id: string; version: number } }>(response)).record;
}

const term = {
  startDate: '2025-01-01',
  firstTermMonths: 36,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
} as const;

async function newContract(overrides: Record<string, unknown> = {}) {
  const customer = await newRelation('customers', `Klant ${Date.now()}`);
  const supplier = await newRelation('suppliers', `Leverancier ${Date.now()}`);
  const response = await call('/api/contracts', 'POST', token, {
    title: 'Energie levering',
    customerId: customer.id,
    supplierId: supplier.id,
    ...term,
    value: 12000,
    status: 'actief',
    ownerId,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return { contract: (await json<{ record: ContractRecord }>(response)).record, customer, supplier };
}

const list = async (query: string) => {
  const response = await call(`/api/contracts?${query}`, 'GET', token);
  expect(response.status).toBe(200);
  return json<ContractPage>(response);
};

describe('contracts', () => {
  it('creates a numbered contract with the dates of its term, and names its parties', async () => {
    const { contract } = await newContract();
    expect(contract.number).toMatch(/^C\d{6}$/);
    const dates = contractDates({ ...term, status: 'actief' }, dutchToday());
    expect(contract).toMatchObject({
      customerName: expect.stringMatching(/^Klant /),
      supplierName: expect.stringMatching(/^Leverancier /),
      periodEnd: dates.periodEnd,
      noticeBy: dates.noticeBy,
      decideBy: dates.decideBy,
      status: 'actief',
      version: 1,
    });
    const read = await call(`/api/contracts/${contract.id}`, 'GET', readOnly);
    expect((await json<{ record: ContractRecord }>(read)).record.number).toBe(contract.number);
    const history = await json<{ items: { action: string }[] }>(
      await call(`/api/contracts/${contract.id}/history`, 'GET', token),
    );
    expect(history.items.map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses bad input with Dutch field messages and changes nothing', async () => {
    const customer = await newRelation('customers', 'Klant zonder contract');
    const response = await call('/api/contracts', 'POST', token, {
      title: '',
      customerId: customer.id,
      supplierId: 'bestaat-niet',
      ...term,
      noticePeriod: 36,
      ownerId,
    });
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(body.errors.title).toEqual(['Vul een titel in.']);
    expect(body.errors.noticePeriod).toEqual(['De opzegtermijn moet korter zijn dan de looptijd.']);
    const missing = await call('/api/contracts', 'POST', token, {
      title: 'Zonder leverancier',
      customerId: customer.id,
      supplierId: 'bestaat-niet',
      ...term,
      ownerId,
    });
    expect(missing.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(missing)).errors.supplierId).toEqual([
      'Deze leverancier bestaat niet (meer).',
    ]);
    expect((await list(`customerId=${customer.id}`)).items).toEqual([]);
  });

  it('lists by customer, supplier, status and Opzeggen vóór range, each from one Query', async () => {
    const { contract, customer, supplier } = await newContract();
    for (const query of [
      `customerId=${customer.id}`,
      `supplierId=${supplier.id}`,
      `status=actief&noticeFrom=${contract.noticeBy}&noticeTo=${contract.noticeBy}`,
      `noticeFrom=${contract.noticeBy}&noticeTo=${contract.noticeBy}&customerId=${customer.id}`,
    ]) {
      const { result, metrics } = await measure(() => list(query));
      expect(result.items.map((row) => row.id)).toContain(contract.id);
      expect(metrics.commands.filter((command) => command === 'Query')).toHaveLength(1);
    }
    expect((await list(`customerId=${customer.id}`)).total).toBe(1);
    expect((await list(`customerId=${customer.id}&status=concept`)).items).toEqual([]);
    const before = await list(`customerId=${customer.id}&noticeTo=2000-01-01`);
    expect(before.items).toEqual([]);
    const found = await list(`search=${contract.number}`);
    expect(found.items.map((row) => row.id)).toEqual([contract.id]);
  });

  it('moves status by the rules, keeps the period on notice, and refuses a stale edit', async () => {
    const { contract, customer, supplier } = await newContract();
    const base = {
      title: contract.title,
      customerId: customer.id,
      supplierId: supplier.id,
      ...term,
      ownerId,
    };
    const toConcept = await call(`/api/contracts/${contract.id}`, 'PUT', token, {
      ...base,
      status: 'concept',
      version: 1,
    });
    expect(toConcept.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(toConcept)).errors.status).toEqual([
      'Een contract met status Actief kan niet naar Concept.',
    ]);
    const given = await call(`/api/contracts/${contract.id}`, 'PUT', token, {
      ...base,
      status: 'opgezegd',
      version: 1,
    });
    expect(given.status).toBe(200);
    const opgezegd = (await json<{ record: ContractRecord }>(given)).record;
    expect(opgezegd).toMatchObject({ status: 'opgezegd', periodEnd: contract.periodEnd, version: 2 });
    const stale = await call(`/api/contracts/${contract.id}`, 'PUT', token, {
      ...base,
      status: 'actief',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await list(`status=opgezegd&customerId=${customer.id}`)).items.map((row) => row.id)).toEqual([
      contract.id,
    ]);
    expect((await list(`status=actief&customerId=${customer.id}`)).items).toEqual([]);
  });

  it('keeps a customer or supplier with contracts, and lets it go once they are gone', async () => {
    const { contract, customer, supplier } = await newContract();
    const refused = await call(`/api/customers/${customer.id}?version=${customer.version}`, 'DELETE', token);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(
      'Deze klant heeft 1 contract en kan niet worden verwijderd. Verwijder of verplaats eerst de contracten.',
    );
    const supplierRefused = await call(
      `/api/suppliers/${supplier.id}?version=${supplier.version}`,
      'DELETE',
      token,
    );
    expect(supplierRefused.status).toBe(409);
    expect((await call(`/api/customers/${customer.id}`, 'GET', token)).status).toBe(200);

    expect((await call(`/api/contracts/${contract.id}?version=1`, 'DELETE', readOnly)).status).toBe(403);
    expect((await call(`/api/contracts/${contract.id}?version=1`, 'DELETE', token)).status).toBe(204);
    expect((await call(`/api/contracts/${contract.id}`, 'GET', token)).status).toBe(404);
    expect((await list(`customerId=${customer.id}`)).items).toEqual([]);
    expect(
      (await call(`/api/customers/${customer.id}?version=${customer.version}`, 'DELETE', token)).status,
    ).toBe(204);
  });

  it('holds files and todos, and takes its files along when it is deleted', async () => {
    const { contract } = await newContract();
    const owner = { kind: 'contract', id: contract.id };
    const file = await uploadFile(token, owner, pdfBytes('getekend contract'), 'contract.pdf');
    const listed = await call(`/api/files?ownerKind=contract&ownerId=${contract.id}`, 'GET', readOnly);
    expect((await json<{ items: { id: string }[] }>(listed)).items.map((item) => item.id)).toEqual([file.id]);
    const todo = await call('/api/todos', 'POST', token, {
      title: 'Offerte opvragen',
      assigneeId: ownerId,
      link: { kind: 'contract', id: contract.id },
    });
    expect(todo.status).toBe(201);
    expect((await json<{ record: { linkLabel: string } }>(todo)).record.linkLabel).toBe(
      `${contract.number} ${contract.title}`,
    );
    const linked = await call(`/api/todos?linkKind=contract&linkId=${contract.id}&status=all`, 'GET', token);
    expect((await json<{ items: unknown[] }>(linked)).items).toHaveLength(1);

    expect((await call(`/api/contracts/${contract.id}?version=1`, 'DELETE', token)).status).toBe(204);
    expect((await call(`/api/files/${file.id}/download`, 'GET', token)).status).toBe(404);
  });

  it('shows active contracts to give notice on within 90 days on the dashboard, soonest first, from one Query', async () => {
    const today = dutchToday();
    // A year's contract that started ten months ago: notice is due in about a month.
    const { contract: soon } = await newContract({
      startDate: addMonths(today, -10),
      firstTermMonths: 12,
      renewalTermMonths: 12,
      noticePeriod: 1,
    });
    const { contract: later } = await newContract({ startDate: today });
    const { contract: draft } = await newContract({
      startDate: addMonths(today, -10),
      firstTermMonths: 12,
      renewalTermMonths: 12,
      noticePeriod: 1,
      status: 'concept',
    });
    const { result, metrics } = await measure(async () =>
      call('/api/dashboard/upcoming-notices', 'GET', readOnly),
    );
    const answer = await json<{ items: { id: string; noticeBy: string }[]; days: number }>(result);
    const ids = answer.items.map((item) => item.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(draft.id);
    expect(answer.days).toBe(90);
    const dates = answer.items.map((item) => item.noticeBy);
    expect(dates).toEqual([...dates].sort());
    expect(metrics.commands.filter((command) => command === 'Query')).toHaveLength(1);
  });

  it('lets only those with the permission create', async () => {
    const response = await call('/api/contracts', 'POST', readOnly, { title: 'x' });
    expect(response.status).toBe(403);
  });
});
