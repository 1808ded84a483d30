import { expect } from 'vitest';
import type { ConditionList, ConditionRecord, ReviewRecord } from '@crm/core/contract-conditions/public';
import type { ContractRecord } from '@crm/core/contracts/public';
import { readOutbox } from '@crm/core/mail/send';
import { createTestUser, json, request, signIn } from '../testing.ts';

/**
 * What the contract-condition tests share: a signed-in Beheerder who owns the contracts, a contract
 * with a customer's contact person to send conditions to, and the review's link as the mail gives
 * it. Each test file runs in a process of its own, so `session` is that file's.
 */
export const session = { admin: '', ownerId: '' };

export async function signInOwner(): Promise<void> {
  const owner = await createTestUser('beheerder');
  session.ownerId = owner.user.id;
  session.admin = await signIn(owner.email);
}

export const call = (path: string, method: string, token: string | undefined, body?: unknown, ip?: string) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body), ip });

let serial = 0;
export const unique = () => `${Date.now()}-${++serial}`;

export async function created<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: T }>(response)).record;
}

/** A running contract far in the future (no deadline of today's tests), with a contact to send to. */
export async function newContract(extra: Record<string, unknown> = {}) {
  const { admin, ownerId } = session;
  const customer = await created<{ id: string }>(
    await call('/api/customers', 'POST', admin, { companyName: `Klant ${unique()}` }),
  );
  const supplier = await created<{ id: string }>(
    await call('/api/suppliers', 'POST', admin, { companyName: `Leverancier ${unique()}` }),
  );
  const email = `inkoop-${unique()}@klant.example`;
  const contact = await created<{ id: string }>(
    await call('/api/contacts', 'POST', admin, {
      parentKind: 'customer',
      parentId: customer.id,
      firstName: 'Ilse',
      lastName: 'Inkoop',
      email,
    }),
  );
  const contract = await created<ContractRecord>(
    await call('/api/contracts', 'POST', admin, {
      title: 'Schoonmaak kantoor',
      customerId: customer.id,
      supplierId: supplier.id,
      startDate: '2040-01-01',
      firstTermMonths: 12,
      renewal: 'stilzwijgend',
      renewalTermMonths: 12,
      noticePeriod: 1,
      decisionWeeks: 2,
      status: 'actief',
      ownerId,
      ...extra,
    }),
  );
  return { contract, contact, email, customer };
}

export async function addCondition(contractId: string, title: string, text: string) {
  return created<ConditionRecord>(
    await call(`/api/contracts/${contractId}/conditions`, 'POST', session.admin, { title, text }),
  );
}

export async function conditionsOf(contractId: string, token = session.admin) {
  const response = await call(`/api/contracts/${contractId}/conditions`, 'GET', token);
  expect(response.status).toBe(200);
  return (await json<ConditionList>(response)).items;
}

/** Sends conditions for review and answers the link's token, read from the mail in the outbox. */
export async function sendForReview(
  contractId: string,
  conditionIds: string[],
  contactId: string,
  email: string,
) {
  const review = await created<ReviewRecord>(
    await call(`/api/contracts/${contractId}/reviews`, 'POST', session.admin, { conditionIds, contactId }),
  );
  const mail = (await readOutbox()).filter((message) => message.to === email).at(-1);
  expect(mail?.subject).toMatch(/ter beoordeling$/);
  const url = new URL(mail?.links[0] ?? '');
  const [, , token, first] = url.pathname.split('/');
  expect(first).toBe(conditionIds[0]);
  return { review, token: token ?? '' };
}

/** The outsider's decision through the link, from an address of the documentation range. */
export const decide = (token: string, body: Record<string, unknown>, ip = '198.51.100.7') =>
  call('/api/contract-conditions/decide', 'POST', undefined, { token, ...body }, ip);
