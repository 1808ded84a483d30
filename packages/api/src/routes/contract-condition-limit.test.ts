import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { MAX_CONTRACT_CONDITIONS } from '@crm/core/contract-conditions/schema';
import { createTestUser, json, request, signIn } from '../testing.ts';

/**
 * At most 100 conditions per contract, also when creates meet (issue 28, point 7): the count is
 * moved inside each create's transaction, so no two creates can both take the last places.
 */

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

type Condition = { id: string; version: number };

let token: string;
let ownerId: string;

beforeAll(async () => {
  const admin = await createTestUser('beheerder');
  ownerId = admin.user.id;
  token = await signIn(admin.email);
});

/** A contract of a type with `copies` standard conditions: its copies are written without the count. */
async function contractWithCopies(copies: number): Promise<string> {
  const relation = async (kind: string) =>
    (
      await json<{ record: { id: string } }>(
        await call(`/api/${kind}`, 'POST', token, { companyName: `Grens ${ulid()}` }),
      )
    ).record.id;
  const [customerId, supplierId] = await Promise.all([relation('customers'), relation('suppliers')]);
  const type = await call('/api/contract-types', 'POST', token, {
    name: `Grens ${ulid()}`,
    firstTermMonths: 12,
    renewal: 'stilzwijgend',
    renewalTermMonths: 12,
    noticePeriod: 1,
    conditions: Array.from({ length: copies }, (_, i) => ({ title: `Artikel ${i}`, text: `Tekst ${i}` })),
  });
  expect(type.status).toBe(201);
  const typeId = (await json<{ record: { id: string } }>(type)).record.id;
  const contract = await call('/api/contracts', 'POST', token, {
    title: `Grens ${ulid()}`,
    customerId,
    supplierId,
    typeId,
    startDate: '2025-01-01',
    firstTermMonths: 12,
    renewal: 'stilzwijgend',
    renewalTermMonths: 12,
    noticePeriod: 1,
    ownerId,
  });
  expect(contract.status).toBe(201);
  return (await json<{ record: { id: string } }>(contract)).record.id;
}

const addCondition = (contractId: string, title: string) =>
  call(`/api/contracts/${contractId}/conditions`, 'POST', token, { title, text: `${title}: de tekst.` });

async function conditionsOf(contractId: string): Promise<Condition[]> {
  const response = await call(`/api/contracts/${contractId}/conditions`, 'GET', token);
  return (await json<{ items: Condition[] }>(response)).items;
}

describe('the limit of conditions per contract', () => {
  it('lets 20 creates at once at 95 fill the last five places and refuses the rest in Dutch', async () => {
    const contractId = await contractWithCopies(94);
    // The first create counts the copies; the others meet on that count.
    expect((await addCondition(contractId, 'Vijfennegentig')).status).toBe(201);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => addCondition(contractId, `Tegelijk ${i}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const response of responses.filter((each) => each.status === 409)) {
      expect((await json<{ message: string }>(response)).message).toBe(
        `Een contract heeft hoogstens ${MAX_CONTRACT_CONDITIONS} voorwaarden.`,
      );
    }
    expect(await conditionsOf(contractId)).toHaveLength(MAX_CONTRACT_CONDITIONS);
  });

  it('counts from conditions written without the count, even when the first creates meet', async () => {
    const contractId = await contractWithCopies(98);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => addCondition(contractId, `Eerste ${i}`)),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(2);
    expect(await conditionsOf(contractId)).toHaveLength(MAX_CONTRACT_CONDITIONS);
  });

  it('gives a place back when a condition is deleted, and only that one', async () => {
    const contractId = await contractWithCopies(99);
    const last = await addCondition(contractId, 'Honderd');
    expect(last.status).toBe(201);
    expect((await addCondition(contractId, 'Te veel')).status).toBe(409);
    const { id, version } = (await json<{ record: Condition }>(last)).record;
    const deleted = await call(
      `/api/contracts/${contractId}/conditions/${id}?version=${version}`,
      'DELETE',
      token,
    );
    expect(deleted.status).toBe(204);
    const again = await Promise.all([
      addCondition(contractId, 'Weer een'),
      addCondition(contractId, 'En nog een'),
    ]);
    expect(again.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await conditionsOf(contractId)).toHaveLength(MAX_CONTRACT_CONDITIONS);
  });
});
