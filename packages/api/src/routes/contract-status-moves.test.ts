import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractRecord } from '@crm/core/contracts/public';
import { contractDates } from '@crm/core/contracts/dates';
import {
  contractInputSchema,
  contractStatuses,
  expiresByItselfMessage,
  type ContractStatus,
} from '@crm/core/contracts/schema';
import { runDaily } from '@crm/core/deadlines/daily';
import { dutchToday } from '@crm/core/nl/date';
import { createTestUser, json, request, signIn } from '../testing.ts';

/**
 * Every status move of a contract through PUT /api/contracts/:id with the full body: the allowed
 * ones are saved, the refused ones answer a Dutch 422 on the status and change nothing. Verlopen is
 * the daily job's only. The contracts' dates lie in 2130 and later, so nothing is due today; the
 * one job run hands over only this file's contracts (the table is shared).
 */
const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

let token: string;
let ownerId: string;
let parties: { customerId: string; supplierId: string };

const yearly = {
  startDate: '2130-01-01',
  firstTermMonths: 12,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  decisionWeeks: 4,
} as const;

async function party(kind: 'customers' | 'suppliers'): Promise<string> {
  const response = await call(`/api/${kind}`, 'POST', token, { companyName: `Statussen ${kind} ${ulid()}` });
  expect(response.status).toBe(201);
  return (await json<{ record: { id: string } }>(response)).record.id;
}

beforeAll(async () => {
  const admin = await createTestUser('beheerder');
  ownerId = admin.user.id;
  token = await signIn(admin.email);
  parties = { customerId: await party('customers'), supplierId: await party('suppliers') };
});

async function newContract(status: 'concept' | 'actief', term: Record<string, unknown> = yearly) {
  const response = await call('/api/contracts', 'POST', token, {
    title: 'Onderhoud installaties',
    ...parties,
    ...term,
    status,
    ownerId,
  });
  expect(response.status).toBe(201);
  return (await json<{ record: ContractRecord }>(response)).record;
}

const read = async (id: string) =>
  (await json<{ record: ContractRecord }>(await call(`/api/contracts/${id}`, 'GET', token))).record;

/** Every field a contract's input has: the form sends them all. */
const formFields = Object.keys(contractInputSchema.in.shape) as (keyof ContractRecord)[];

/** A user's save: the full body as the form sends it, with `changes` on top. */
async function save(id: string, changes: Record<string, unknown>) {
  const current = await read(id);
  const body = Object.fromEntries(formFields.map((field) => [field, current[field]]));
  return call(`/api/contracts/${id}`, 'PUT', token, { ...body, ...changes, version: current.version });
}

const allowed: Record<ContractStatus, readonly ContractStatus[]> = {
  concept: ['concept', 'actief', 'beeindigd'],
  actief: ['actief', 'opgezegd', 'beeindigd'],
  opgezegd: ['actief', 'opgezegd', 'beeindigd'],
  beeindigd: ['actief', 'beeindigd'],
  verlopen: ['actief', 'beeindigd', 'verlopen'],
};
const labels: Record<ContractStatus, string> = {
  concept: 'Concept',
  actief: 'Actief',
  opgezegd: 'Opgezegd',
  beeindigd: 'Beëindigd',
  verlopen: 'Verlopen',
};
const pairs = contractStatuses.flatMap((from) => contractStatuses.map((to) => [from, to] as const));

/** One contract in each status per move; the Verlopen ones expire in one run of the job. */
const contracts = new Map<string, ContractRecord>();

beforeAll(async () => {
  const expiring: ContractRecord[] = [];
  for (const [from, to] of pairs) {
    let contract: ContractRecord;
    if (from === 'concept') contract = await newContract('concept');
    else if (from === 'verlopen') {
      contract = await newContract('actief', { ...yearly, renewal: 'geen' });
      expiring.push(contract);
    } else {
      contract = await newContract('actief');
      if (from !== 'actief') expect((await save(contract.id, { status: from })).status).toBe(200);
    }
    contracts.set(`${from}>${to}`, contract);
  }
  await runDaily({
    today: '2131-01-01',
    jobName: `status-moves-${ulid()}`,
    records: new Set(expiring.map((contract) => `CONTRACT#${contract.id}`)),
  });
  for (const contract of expiring) expect((await read(contract.id)).status).toBe('verlopen');
}, 120_000);

describe('a status move through PUT /api/contracts/:id', () => {
  it.each(pairs.filter(([from, to]) => allowed[from].includes(to)))('%s → %s is saved', async (from, to) => {
    const contract = contracts.get(`${from}>${to}`) as ContractRecord;
    const before = await read(contract.id);
    expect(before.status).toBe(from);
    const response = await save(contract.id, { status: to, title: `Verplaatst naar ${to}` });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json<{ record: ContractRecord }>(response)).record).toMatchObject({ status: to });
    expect(await read(contract.id)).toMatchObject({
      status: to,
      title: `Verplaatst naar ${to}`,
      version: before.version + 1,
    });
  });

  it.each(pairs.filter(([from, to]) => !allowed[from].includes(to)))(
    '%s → %s is refused on the status, and nothing changes',
    async (from, to) => {
      const contract = contracts.get(`${from}>${to}`) as ContractRecord;
      const before = await read(contract.id);
      expect(before.status).toBe(from);
      const response = await save(contract.id, { status: to, title: 'Mag niet' });
      expect(response.status).toBe(422);
      const { errors } = await json<{ errors: Record<string, string[]> }>(response);
      expect(Object.keys(errors)).toEqual(['status']);
      expect(errors.status).toEqual([
        to === 'verlopen'
          ? expiresByItselfMessage
          : `Een contract met status ${labels[from]} kan niet naar ${labels[to]}.`,
      ]);
      expect(await read(contract.id)).toEqual(before);
    },
  );
});

describe('a contract given notice, through the API', () => {
  it('keeps the period it was given notice in when its dates put today in a later one; an active one moves on', async () => {
    const given = await newContract('actief', { ...yearly, startDate: '2132-01-01' });
    const running = await newContract('actief', { ...yearly, startDate: '2132-01-01' });
    expect((await save(given.id, { status: 'opgezegd' })).status).toBe(200);
    expect(await read(given.id)).toMatchObject({ status: 'opgezegd', period: 0, periodEnd: '2132-12-31' });

    // Both now started in 2020: today lies years after their first period.
    const today = dutchToday();
    const startDate = '2020-01-01';
    const todays = contractDates({ ...yearly, startDate, agreedRenewals: 0, status: 'actief' }, today);
    expect(todays.period).toBeGreaterThan(1);

    expect((await save(given.id, { startDate })).status).toBe(200);
    expect(await read(given.id)).toMatchObject({
      period: 0,
      periodStart: '2020-01-01',
      periodEnd: '2020-12-31',
      noticeBy: '2020-09-30',
    });

    expect((await save(running.id, { startDate })).status).toBe(200);
    expect(await read(running.id)).toMatchObject({
      status: 'actief',
      period: todays.period,
      periodEnd: todays.periodEnd,
    });
  });
});
