import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractPage, ContractRecord } from '@crm/core/contracts/public';
import { createTestUser, json, request, signIn } from './testing.ts';

/**
 * Issue 24, point 2: every process wires its hooks at its start (core/src/wiring.ts). Here a
 * process that loads only the jobs function's entry renames a customer, as the Exact pull will,
 * and the customer's contracts follow (decision 028).
 */
const script = fileURLToPath(new URL('./testing-processes/rename-in-jobs-process.ts', import.meta.url));
const run = promisify(execFile);

let token: string;
let ownerId: string;

beforeAll(async () => {
  const admin = await createTestUser('beheerder');
  ownerId = admin.user.id;
  token = await signIn(admin.email);
});

const call = (path: string, method: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function created<T>(path: string, body: unknown): Promise<T> {
  const response = await call(path, 'POST', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: T }>(response)).record;
}

const term = {
  firstTermMonths: 12,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 1,
  decisionWeeks: 2,
};

async function customerWithContract() {
  const stamp = `Jp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const customer = await created<{ id: string; version: number }>('/api/customers', {
    companyName: `Klant ${stamp}`,
  });
  const supplier = await created<{ id: string }>('/api/suppliers', { companyName: `Leverancier ${stamp}` });
  const type = await created<{ id: string }>('/api/contract-types', {
    name: `Type ${stamp}`,
    ...term,
    conditions: [],
  });
  await created<ContractRecord>('/api/contracts', {
    title: stamp,
    customerId: customer.id,
    supplierId: supplier.id,
    typeId: type.id,
    startDate: '2026-01-01',
    ...term,
    // A draft: an active contract would join every dashboard's upcoming notices (other tests' subject).
    status: 'concept',
    ownerId,
  });
  return { stamp, customer };
}

async function customerNameOnContracts(customerId: string): Promise<string[]> {
  const response = await call(`/api/contracts?customerId=${customerId}`, 'GET');
  expect(response.status).toBe(200);
  return (await json<ContractPage>(response)).items.map((row) => row.customerName);
}

async function renameInOtherProcess(id: string, version: number, name: string, ...flags: string[]) {
  return run(process.execPath, ['--import', 'tsx', script, id, String(version), name, ...flags], {
    env: { ...process.env, LOG_LEVEL: 'error' },
  });
}

describe('a rename made inside the jobs process', () => {
  it('updates the contracts of the renamed customer', async () => {
    const { stamp, customer } = await customerWithContract();
    await renameInOtherProcess(customer.id, customer.version, `Hernoemd ${stamp}`);
    expect(await customerNameOnContracts(customer.id)).toEqual([`Hernoemd ${stamp}`]);
  });

  it('would be caught: a process that does not wire its hooks leaves the old name, and says so', async () => {
    const { stamp, customer } = await customerWithContract();
    const { stdout, stderr } = await renameInOtherProcess(
      customer.id,
      customer.version,
      `Vergeten ${stamp}`,
      '--unwired',
    );
    expect(await customerNameOnContracts(customer.id)).toEqual([`Klant ${stamp}`]);
    expect(`${stdout}${stderr}`).toContain('hooks not wired');
  });
});
