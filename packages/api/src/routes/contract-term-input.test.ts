import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { ContractRecord } from '@crm/core/contracts/public';
import { DEFAULT_DECISION_WEEKS } from '@crm/core/contract-types/term';
import { createTestUser, json, request, signIn } from '../testing.ts';

/**
 * A contract's and a contract type's term fields are JSON numbers (issue 28, point 8): a number is
 * taken as it is, any other type is a Dutch 422 on that field (never read as a number, as
 * `[24]`, `true` and `""` were), and a Beslistermijn left out or null is the default.
 */

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

type Errors = { errors: Record<string, string[]> };

let token: string;
let ownerId: string;
let customerId: string;
let supplierId: string;

beforeAll(async () => {
  const admin = await createTestUser('beheerder');
  ownerId = admin.user.id;
  token = await signIn(admin.email);
  const relation = async (kind: string) => {
    const response = await call(`/api/${kind}`, 'POST', token, { companyName: `Termijn ${ulid()}` });
    return (await json<{ record: { id: string } }>(response)).record.id;
  };
  [customerId, supplierId] = await Promise.all([relation('customers'), relation('suppliers')]);
});

const term = {
  startDate: '2025-01-01',
  firstTermMonths: 24,
  renewal: 'stilzwijgend',
  renewalTermMonths: 12,
  noticePeriod: 3,
  noticeUnit: 'maanden',
  decisionWeeks: 6,
};

const createContract = (overrides: Record<string, unknown>) =>
  call('/api/contracts', 'POST', token, {
    title: `Termijn ${ulid()}`,
    customerId,
    supplierId,
    ownerId,
    status: 'concept',
    ...term,
    ...overrides,
  });

const createType = (overrides: Record<string, unknown>) =>
  call('/api/contract-types', 'POST', token, { name: `Termijn ${ulid()}`, ...term, ...overrides });

const contractMessages: Record<string, string> = {
  firstTermMonths: 'Vul een looptijd in hele maanden in.',
  renewalTermMonths: 'Vul een verlengingstermijn in hele maanden in.',
  noticePeriod: 'Vul een opzegtermijn in hele getallen in.',
  decisionWeeks: 'Vul een beslistermijn in hele weken in.',
};

const typeMessages: Record<string, string> = {
  firstTermMonths: 'Vul een looptijd in van 1 tot 1200 maanden.',
  renewalTermMonths: 'Vul een verlengingstermijn in van 1 tot 1200 maanden.',
  noticePeriod: 'Vul een opzegtermijn in hele getallen in.',
  decisionWeeks: 'Vul een beslistermijn in hele weken in (hoogstens 520).',
};

/** Values of a wrong type that a coercion would have read as a number. */
const wrongTypes: unknown[] = [[24], true, false, '', '12', { value: 12 }];

const kinds = [
  { kind: 'contract', create: createContract, messages: contractMessages },
  { kind: 'contract type', create: createType, messages: typeMessages },
];

describe.each(kinds)('a $kind term field', ({ create, messages }) => {
  it('takes numbers as they are', async () => {
    const response = await create({});
    expect(response.status).toBe(201);
    expect((await json<{ record: Record<string, unknown> }>(response)).record).toMatchObject({
      firstTermMonths: 24,
      renewalTermMonths: 12,
      noticePeriod: 3,
      decisionWeeks: 6,
    });
  });

  it.each(Object.keys(messages))('refuses a wrong type for %s with a Dutch 422', async (field) => {
    for (const value of wrongTypes) {
      const response = await create({ [field]: value });
      expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(422);
      expect((await json<Errors>(response)).errors[field]).toEqual([messages[field]]);
    }
  });

  it('reads a Beslistermijn left out or null as the default, and 0 as 0', async () => {
    for (const [decisionWeeks, stored] of [
      [null, DEFAULT_DECISION_WEEKS],
      [undefined, DEFAULT_DECISION_WEEKS],
      [0, 0],
    ]) {
      const response = await create({ decisionWeeks });
      expect(response.status).toBe(201);
      const record = (await json<{ record: { decisionWeeks: number } }>(response)).record;
      expect(record.decisionWeeks).toBe(stored);
    }
  });
});

describe('a contract without renewal', () => {
  it('needs no Verlengingstermijn (null or left out), while null is refused for the other terms', async () => {
    const none = await createContract({ renewal: 'geen', renewalTermMonths: null });
    expect(none.status).toBe(201);
    expect((await json<{ record: ContractRecord }>(none)).record.renewalTermMonths).toBe(24);
    for (const field of ['firstTermMonths', 'noticePeriod']) {
      const response = await createContract({ [field]: null });
      expect(response.status).toBe(422);
      expect((await json<Errors>(response)).errors[field]).toEqual([contractMessages[field]]);
    }
  });
});
