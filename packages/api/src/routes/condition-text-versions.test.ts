import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConditionRecord, PublicReview } from '@crm/core/contract-conditions/public';
import { getVersion } from '@crm/core/contract-conditions/repository';
import { conditionMessages } from '@crm/core/contract-conditions/schema';
import { copyTypeConditions } from '@crm/core/contract-conditions/service';
import type { ContractRecord } from '@crm/core/contracts/public';
import { dynamo, tableName } from '@crm/core/db/client';
import { keys } from '@crm/core/db/keys';
import { readOutbox } from '@crm/core/mail/send';
import { json, request } from '../testing.ts';
import {
  call,
  conditionsOf,
  created,
  newContract,
  session,
  signInOwner,
  unique,
} from './contract-conditions-testing.ts';

/**
 * A condition is never stored without its text version, and one without it can be neither sent nor
 * decided (issue 28, point 10): the outsider would otherwise accept an empty text. The copy of a
 * type's conditions is made to fail halfway through a hook on the app's DynamoDB client.
 */
const hook: { failTransaction?: number } = {};
let admin: string;
let ownerId: string;

beforeAll(async () => {
  await signInOwner();
  ({ admin, ownerId } = session);
  let transactions = 0;
  // Counts the transactions while armed, and fails the one asked for, as a process dying there would.
  dynamo.middlewareStack.add(
    (next) => async (args) => {
      if (hook.failTransaction !== undefined && 'TransactItems' in (args.input as object)) {
        transactions += 1;
        if (transactions === hook.failTransaction) throw new Error('the process died here');
      } else if (hook.failTransaction === undefined) transactions = 0;
      return next(args);
    },
    { step: 'initialize', name: 'failOneTransaction' },
  );
});

const forgetVersion = (contractId: string, conditionId: string) =>
  dynamo.send(
    new DeleteCommand({ TableName: tableName(), Key: keys.conditionVersion(contractId, conditionId, 1) }),
  );

describe('a condition and its text version', () => {
  it('are copied from a type together: a copy that dies halfway leaves no condition without its text', async () => {
    const { contract } = await newContract();
    const conditions = Array.from({ length: 60 }, (_, index) => ({
      id: `T${index}`,
      title: `Voorwaarde ${index + 1}`,
      text: `Tekst van voorwaarde ${index + 1}.`,
    }));
    hook.failTransaction = 2;
    try {
      await expect(
        copyTypeConditions(contract.id, 'TYPE', conditions, { id: ownerId, name: 'Bea' }),
      ).rejects.toThrow('the process died here');
    } finally {
      hook.failTransaction = undefined;
    }
    const stored = await conditionsOf(contract.id);
    // The first transaction's whole pairs are there; not one condition of the second.
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(60);
    const versions = await Promise.all(
      stored.map((condition) => getVersion(contract.id, condition.id, condition.textVersion)),
    );
    expect(versions.every((version) => version !== undefined)).toBe(true);
  });

  it('cannot be sent for review without its stored text', async () => {
    const { contract, contact } = await newContract();
    const condition = await created<ConditionRecord>(
      await call(`/api/contracts/${contract.id}/conditions`, 'POST', admin, {
        title: 'Levering',
        text: 'Binnen 5 werkdagen.',
      }),
    );
    await forgetVersion(contract.id, condition.id);
    const refused = await call(`/api/contracts/${contract.id}/reviews`, 'POST', admin, {
      conditionIds: [condition.id],
      contactId: contact.id,
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain(conditionMessages.textMissing);
    expect((await conditionsOf(contract.id))[0]).toMatchObject({ status: 'concept', sent: false });
  });

  it('cannot be decided once its stored text is gone, and the page does not offer it', async () => {
    const { contract, contact, email } = await newContract();
    const condition = await created<ConditionRecord>(
      await call(`/api/contracts/${contract.id}/conditions`, 'POST', admin, {
        title: 'Levering',
        text: 'Binnen 5 werkdagen.',
      }),
    );
    await created(
      await call(`/api/contracts/${contract.id}/reviews`, 'POST', admin, {
        conditionIds: [condition.id],
        contactId: contact.id,
      }),
    );
    const mail = (await readOutbox()).filter((message) => message.to === email).at(-1);
    const token = new URL(mail?.links[0] ?? '').pathname.split('/')[2] ?? '';
    await forgetVersion(contract.id, condition.id);

    const page = await call(
      `/api/contract-conditions/review?token=${encodeURIComponent(token)}`,
      'GET',
      undefined,
    );
    expect((await json<PublicReview>(page)).conditions[0]).toMatchObject({ changed: true });
    const refused = await call('/api/contract-conditions/decide', 'POST', undefined, {
      token,
      conditionId: condition.id,
      textHash: condition.textHash,
      decision: 'accepted',
      name: 'Ilse',
    });
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(conditionMessages.textMissing);
    const evidence = await call(`/api/contracts/${contract.id}/evidence`, 'GET', admin);
    expect((await json<{ items: unknown[] }>(evidence)).items).toEqual([]);
  });

  it('a create that dies while copying is marked, and its resend with the same key finishes it, once', async () => {
    const { contract: template } = await newContract();
    const type = await created<{ id: string }>(
      await call('/api/contract-types', 'POST', admin, {
        name: `Type ${unique()}`,
        firstTermMonths: 12,
        renewal: 'stilzwijgend',
        renewalTermMonths: 12,
        noticePeriod: 1,
        conditions: Array.from({ length: 60 }, (_, index) => ({
          title: `Voorwaarde ${index + 1}`,
          text: `Tekst ${index + 1}.`,
        })),
      }),
    );
    const body = {
      title: 'Onderhoud',
      customerId: template.customerId,
      supplierId: template.supplierId,
      typeId: type.id,
      startDate: '2140-01-01',
      firstTermMonths: 12,
      renewal: 'stilzwijgend',
      renewalTermMonths: 12,
      noticePeriod: 1,
      status: 'concept',
      ownerId,
    };
    const key = `form-${unique()}`;
    const send = () =>
      request('/api/contracts', {
        method: 'POST',
        token: admin,
        body: JSON.stringify(body),
        headers: { 'Idempotency-Key': key },
      });
    // The first attempt dies after the contract and the first part of its conditions.
    hook.failTransaction = 3;
    let first: Response;
    try {
      first = await send();
    } finally {
      hook.failTransaction = undefined;
    }
    expect(first.status).toBe(500);
    const listed = await call(`/api/contracts?customerId=${template.customerId}&limit=10`, 'GET', admin);
    const half = (await json<{ items: { id: string; title: string }[] }>(listed)).items.find(
      (item) => item.title === 'Onderhoud',
    );
    const marked = await call(`/api/contracts/${half?.id}`, 'GET', admin);
    expect((await json<{ record: ContractRecord }>(marked)).record.conditionsPending).toBe(type.id);
    expect((await conditionsOf(half?.id ?? '')).length).toBeLessThan(60);

    // Without the key a save finishes it too (the page tells the user so); here the resend does.
    // The resend answers the same contract, now with every condition, once, in the type's order.
    const again = await created<ContractRecord>(await send());
    expect(again.id).toBe(half?.id);
    expect(again.conditionsPending).toBeUndefined();
    const conditions = await conditionsOf(again.id);
    expect(conditions.map((condition) => condition.title)).toEqual(
      Array.from({ length: 60 }, (_, index) => `Voorwaarde ${index + 1}`),
    );
    expect((await created<ContractRecord>(await send())).id).toBe(again.id);
    const all = await call(`/api/contracts?customerId=${template.customerId}&limit=10`, 'GET', admin);
    expect((await json<{ items: unknown[] }>(all)).items).toHaveLength(2);

    const bad = await request('/api/contracts', {
      method: 'POST',
      token: admin,
      body: JSON.stringify(body),
      headers: { 'Idempotency-Key': 'kort' },
    });
    expect(bad.status).toBe(422);
  });

  it('a contract whose copy was cut short gets the rest of its conditions at its next save', async () => {
    const { contract } = await newContract();
    const type = await created<{ id: string }>(
      await call('/api/contract-types', 'POST', admin, {
        name: `Type ${unique()}`,
        firstTermMonths: 12,
        renewal: 'stilzwijgend',
        renewalTermMonths: 12,
        noticePeriod: 1,
        conditions: [
          { title: 'Levering', text: 'Binnen 5 werkdagen.' },
          { title: 'Betaling', text: 'Binnen 30 dagen.' },
        ],
      }),
    );
    // As a create cut short would leave it: the type named as pending, none of its conditions copied.
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.contract(contract.id),
        UpdateExpression: 'SET conditionsPending = :type',
        ExpressionAttributeValues: { ':type': type.id },
      }),
    );
    const saved = await call(`/api/contracts/${contract.id}`, 'PUT', admin, {
      title: contract.title,
      customerId: contract.customerId,
      supplierId: contract.supplierId,
      startDate: contract.startDate,
      firstTermMonths: contract.firstTermMonths,
      renewal: contract.renewal,
      renewalTermMonths: contract.renewalTermMonths,
      noticePeriod: contract.noticePeriod,
      status: contract.status,
      ownerId,
      version: contract.version,
    });
    expect(saved.status).toBe(200);
    expect((await json<{ record: ContractRecord }>(saved)).record.conditionsPending).toBeUndefined();
    expect((await conditionsOf(contract.id)).map((condition) => condition.title)).toEqual([
      'Levering',
      'Betaling',
    ]);
  });
});
