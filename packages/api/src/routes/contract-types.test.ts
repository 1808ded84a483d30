import { describe, expect, it } from 'vitest';
import { counterChange, nextValue } from '@crm/core/db/counter';
import { historyOf } from '@crm/core/db/history';
import { keys } from '@crm/core/db/keys';
import { counterNames } from '@crm/core/db/counter-names';
import { sendTransaction } from '@crm/core/db/transaction';
import { ulid } from 'ulid';
import { createTestUser, json, request, signIn } from '../testing.ts';

interface Condition {
  id: string;
  title: string;
  text: string;
}
interface ContractType {
  id: string;
  name: string;
  version: number;
  firstTermMonths: number;
  renewal: string;
  renewalTermMonths?: number;
  noticePeriod: number;
  decisionWeeks: number;
  conditions: Condition[];
}
type Errors = { message: string; errors: Record<string, string[]> };

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function staff(role: 'medewerker' | 'alleen_lezen' = 'medewerker') {
  return signIn((await createTestUser(role)).email);
}

/** A name no other test uses, so lists can be read in a shared database. */
const unique = (name: string) => `${name} ${ulid().slice(-8)}`;

const term = { firstTermMonths: 36, renewal: 'stilzwijgend', renewalTermMonths: 12, noticePeriod: 3 };

async function create(token: string, body: Record<string, unknown>): Promise<ContractType> {
  const response = await call('/api/contract-types', 'POST', token, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: ContractType }>(response)).record;
}

async function listed(token: string): Promise<ContractType[]> {
  const response = await call('/api/contract-types', 'GET', token);
  expect(response.status).toBe(200);
  return (await json<{ items: ContractType[] }>(response)).items;
}

describe('contract types API', () => {
  it('creates a type with its default term and standard conditions, lists it by name and reads it', async () => {
    const token = await staff();
    const suffix = ulid().slice(-8);
    const energy = await create(token, {
      name: `Energie ${suffix}`,
      description: 'Stroom en gas',
      ...term,
      conditions: [
        { title: 'Levering', text: 'Levering binnen vijf werkdagen.' },
        { title: 'Betaling', text: 'Betaling binnen 30 dagen.' },
      ],
    });
    expect(energy).toMatchObject({ ...term, decisionWeeks: 4, version: 1 });
    expect(energy.conditions.map((condition) => condition.title)).toEqual(['Levering', 'Betaling']);
    expect(energy.conditions.every((condition) => /^[0-9A-Z]{26}$/.test(condition.id))).toBe(true);
    expect(energy).not.toHaveProperty('pk');
    expect(energy).not.toHaveProperty('gsi1sk');
    await create(token, { name: `ájax ${suffix}`, ...term, renewal: 'geen', renewalTermMonths: null });
    await create(token, { name: `Schoonmaak ${suffix}`, ...term });

    const reader = await staff('alleen_lezen');
    const names = (await listed(reader)).map((type) => type.name).filter((name) => name.endsWith(suffix));
    expect(names).toEqual([`ájax ${suffix}`, `Energie ${suffix}`, `Schoonmaak ${suffix}`]);

    const one = await call(`/api/contract-types/${energy.id}`, 'GET', reader);
    expect((await json<{ record: ContractType }>(one)).record).toEqual(energy);
    expect((await call('/api/contract-types/01JZZZZZZZZZZZZZZZZZZZZZZZ', 'GET', reader)).status).toBe(404);

    const [created] = await historyOf(keys.contractType(energy.id).pk);
    expect(created).toMatchObject({ action: 'create', subjectType: 'contract_type', label: energy.name });
  });

  it('refuses a term the shared rules refuse, on the right field, and stores nothing', async () => {
    const token = await staff();
    const name = unique('Ongeldig');
    const response = await call('/api/contract-types', 'POST', token, { name, ...term, noticePeriod: 36 });
    expect(response.status).toBe(422);
    expect((await json<Errors>(response)).errors).toEqual({
      noticePeriod: ['De opzegtermijn moet korter zijn dan de looptijd.'],
    });
    expect((await listed(token)).some((type) => type.name === name)).toBe(false);
  });

  it('keeps names unique whatever their letter case, also on a rename, and frees a name on rename', async () => {
    const token = await staff();
    const name = unique('Telecom');
    const first = await create(token, { name, ...term });
    const taken = await call('/api/contract-types', 'POST', token, {
      name: ` ${name.toUpperCase()} `,
      ...term,
    });
    expect(taken.status).toBe(422);
    expect((await json<Errors>(taken)).errors).toEqual({
      name: ['Er bestaat al een contracttype met deze naam.'],
    });

    const other = await create(token, { name: unique('Beveiliging'), ...term });
    const rename = await call(`/api/contract-types/${other.id}`, 'PUT', token, {
      name: name.toLowerCase(),
      ...term,
      version: other.version,
    });
    expect(rename.status).toBe(422);

    // Only the letter case changes: the name stays its own.
    const recased = await call(`/api/contract-types/${first.id}`, 'PUT', token, {
      name: name.toUpperCase(),
      ...term,
      version: first.version,
    });
    expect(recased.status).toBe(200);
    const renamed = await call(`/api/contract-types/${first.id}`, 'PUT', token, {
      name: unique('Internet'),
      ...term,
      version: first.version + 1,
    });
    expect(renamed.status).toBe(200);
    await create(token, { name, ...term });
  });

  it('edits by version: conditions keep their ids, a stale edit is a 409 and changes nothing', async () => {
    const token = await staff();
    const type = await create(token, {
      name: unique('Schoonmaak'),
      ...term,
      conditions: [
        { title: 'A', text: 'Eerste' },
        { title: 'B', text: 'Tweede' },
      ],
    });
    const [a, b] = type.conditions;
    const response = await call(`/api/contract-types/${type.id}`, 'PUT', token, {
      name: type.name,
      ...term,
      decisionWeeks: 6,
      version: type.version,
      conditions: [
        { id: b?.id, title: 'B', text: 'Tweede, herzien' },
        { id: a?.id, title: 'A', text: 'Eerste' },
        { title: 'C', text: 'Nieuw' },
      ],
    });
    expect(response.status).toBe(200);
    const updated = (await json<{ record: ContractType }>(response)).record;
    expect(updated).toMatchObject({ version: 2, decisionWeeks: 6 });
    expect(updated.conditions.slice(0, 2).map((condition) => condition.id)).toEqual([b?.id, a?.id]);
    expect(updated.conditions[2]?.id).not.toBe(a?.id);

    const stale = await call(`/api/contract-types/${type.id}`, 'PUT', token, {
      name: unique('Te laat'),
      ...term,
      version: type.version,
    });
    expect(stale.status).toBe(409);
    const now = await json<{ record: ContractType }>(
      await call(`/api/contract-types/${type.id}`, 'GET', token),
    );
    expect(now.record).toEqual(updated);
    const [change] = await historyOf(keys.contractType(type.id).pk);
    expect(change).toMatchObject({ action: 'update' });
    expect(change?.changes.map((line) => line.field)).toEqual(['conditions', 'decisionWeeks']);
  });

  it('refuses to delete a type contracts use, saying by how many; deletes it once none do', async () => {
    const token = await staff();
    const type = await create(token, { name: unique('Zakelijk'), ...term });
    const inUse = counterNames.contractsByFacet('type', type.id);
    for (let i = 0; i < 3; i++) await nextValue(inUse);

    const refused = await call(`/api/contract-types/${type.id}?version=${type.version}`, 'DELETE', token);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      message: 'Dit contracttype wordt gebruikt door 3 contracten en kan niet worden verwijderd.',
    });
    expect((await call(`/api/contract-types/${type.id}`, 'GET', token)).status).toBe(200);

    await sendTransaction([counterChange(inUse, -3)]);
    const stale = await call(`/api/contract-types/${type.id}?version=${type.version + 1}`, 'DELETE', token);
    expect(stale.status).toBe(409);
    const deleted = await call(`/api/contract-types/${type.id}?version=${type.version}`, 'DELETE', token);
    expect(deleted.status).toBe(204);
    expect((await call(`/api/contract-types/${type.id}`, 'GET', token)).status).toBe(404);
    const [tombstone] = await historyOf(keys.contractType(type.id).pk);
    expect(tombstone).toMatchObject({ action: 'delete', label: type.name });
    // Its name is free again.
    await create(token, { name: type.name, ...term });
  });

  it('is refused by a real contract of the type, and deleted once that contract is gone', async () => {
    const account = await createTestUser('medewerker');
    const token = await signIn(account.email);
    const type = await create(token, { name: unique('In gebruik'), ...term });
    const party = async (kind: 'customers' | 'suppliers') => {
      const response = await call(`/api/${kind}`, 'POST', token, { companyName: unique('Partij') });
      return (await json<{ record: { id: string } }>(response)).record.id;
    };
    const made = await call('/api/contracts', 'POST', token, {
      title: 'Stroom',
      customerId: await party('customers'),
      supplierId: await party('suppliers'),
      typeId: type.id,
      startDate: '2026-01-01',
      ...term,
      ownerId: account.user.id,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const contract = (await json<{ record: { id: string; version: number } }>(made)).record;

    const refused = await call(`/api/contract-types/${type.id}?version=${type.version}`, 'DELETE', token);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      message: 'Dit contracttype wordt gebruikt door 1 contract en kan niet worden verwijderd.',
    });
    const gone = await call(`/api/contracts/${contract.id}?version=${contract.version}`, 'DELETE', token);
    expect(gone.status).toBe(204);
    const deleted = await call(`/api/contract-types/${type.id}?version=${type.version}`, 'DELETE', token);
    expect(deleted.status).toBe(204);
  });
});
