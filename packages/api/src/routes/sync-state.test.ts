import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { dynamo, tableName } from '@crm/core/db/client';
import { keys } from '@crm/core/db/keys';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSyncState, setConflict, setError, setLinked } from '@crm/core/exact/sync-state';
import type { ExactStateAnswer } from '@crm/core/relations/exact-state';
import { createTestUser, json, request, signIn } from '../testing.ts';

/**
 * Each customer's and supplier's Exact Online sync state through the API (decision 045): shown on
 * its page and Financieel tab, resolved there, filtered in the lists, listed for the Beheerder.
 */
const tokens = { beheerder: '', medewerker: '', alleen_lezen: '' };

beforeAll(async () => {
  for (const role of ['beheerder', 'medewerker', 'alleen_lezen'] as const)
    tokens[role] = await signIn((await createTestUser(role)).email);
}, 60_000);

async function call<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await request(path, {
    method: init.method ?? 'GET',
    token: init.token ?? tokens.medewerker,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: await json<T>(response) };
}

async function newRecord(area: 'customers' | 'suppliers', word: string) {
  const created = await call<{ record: { id: string; version: number } }>(`/api/${area}`, {
    method: 'POST',
    body: { companyName: `${word} BV`, city: 'Utrecht' },
  });
  expect(created.status).toBe(201);
  return created.body.record;
}

/** Every page of a filtered list, searched for one record (the shared table holds others' too). */
async function listedWith(area: 'customers' | 'suppliers', query: string, id: string): Promise<boolean> {
  let cursor: string | null = null;
  for (let pages = 0; pages < 500; pages++) {
    const path: string = `/api/${area}?${query}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await call<{ items: { id: string }[]; cursor: string | null }>(path);
    expect(page.status).toBe(200);
    if (page.body.items.some((item) => item.id === id)) return true;
    cursor = page.body.cursor;
    if (!cursor) return false;
  }
  return false;
}

describe('a record’s Exact Online state', () => {
  it('shows a new customer waiting to be created in Exact, to anyone who may view it', async () => {
    const record = await newRecord('customers', `Wacht${ulid().slice(-8)}`);
    const state = await call<ExactStateAnswer>(`/api/customers/${record.id}/exact`, {
      token: tokens.alleen_lezen,
    });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ state: 'wacht op synchronisatie', exactCode: null, error: null });
    const detail = await call<{ record: { exactState?: string } }>(`/api/customers/${record.id}`);
    expect(detail.body.record.exactState).toBe('wacht op synchronisatie');
  });

  it('answers the state with the financial record, and keeps the open form’s version through a sync', async () => {
    const record = await newRecord('suppliers', `Fin${ulid().slice(-8)}`);
    const ref = { kind: 'supplier' as const, id: record.id };
    const saved = await call<{ record: { version: number } }>(`/api/suppliers/${record.id}/financial`, {
      method: 'PUT',
      body: { version: 0, iban: 'NL91 ABNA 0417 1643 00' },
    });
    expect(saved.status).toBe(200);
    await setLinked(ref, await readSyncState(ref), {
      exactId: crypto.randomUUID(),
      exactCode: '               321',
      synced: { iban: 'NL91ABNA0417164300' },
      clearPending: true,
    });
    const tab = await call<{ financial: { version: number }; exact: ExactStateAnswer }>(
      `/api/suppliers/${record.id}/financial`,
    );
    expect(tab.body.exact).toMatchObject({ state: 'gekoppeld', exactCode: '321' });
    expect(tab.body.financial.version).toBe(saved.body.record.version);
    const again = await call(`/api/suppliers/${record.id}/financial`, {
      method: 'PUT',
      body: { version: saved.body.record.version, iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
    });
    expect(again.status).toBe(200);
    expect((await call<ExactStateAnswer>(`/api/suppliers/${record.id}/exact`)).body.state).toBe(
      'wacht op synchronisatie',
    );
  });

  it('resolves a conflict for staff with the financial permission; bank values stay hidden from others', async () => {
    const record = await newRecord('customers', `Conflict${ulid().slice(-8)}`);
    const ref = { kind: 'customer' as const, id: record.id };
    await call(`/api/customers/${record.id}/financial`, {
      method: 'PUT',
      body: { version: 0, iban: 'NL91ABNA0417164300' },
    });
    await setLinked(ref, await readSyncState(ref), {
      exactId: crypto.randomUUID(),
      exactCode: '44',
      synced: { city: 'Utrecht', iban: 'NL91ABNA0417164300' },
      clearPending: true,
    });
    await setConflict(ref, await readSyncState(ref), {
      fields: [
        { field: 'city', ours: 'Utrecht', exact: 'Houten' },
        { field: 'iban', ours: 'NL91ABNA0417164300', exact: 'NL02ABNA0123456789' },
      ],
    });
    const seenByReader = await call<ExactStateAnswer>(`/api/customers/${record.id}/exact`, {
      token: tokens.alleen_lezen,
    });
    expect(seenByReader.body.state).toBe('conflict');
    expect(seenByReader.body.conflictFields).toEqual([
      { field: 'city', label: 'Plaats', ours: 'Utrecht', exact: 'Houten' },
    ]);
    const seenByStaff = await call<ExactStateAnswer>(`/api/customers/${record.id}/exact`);
    expect(seenByStaff.body.conflictFields.map((field) => field.label)).toEqual(['Plaats', 'IBAN']);

    const path = `/api/customers/${record.id}/exact/resolve`;
    const body = { choices: { city: 'exact', iban: 'ours' } };
    expect((await call(path, { method: 'POST', token: tokens.alleen_lezen, body })).status).toBe(403);
    const incomplete = await call(path, { method: 'POST', body: { choices: { city: 'exact' } } });
    expect(incomplete.status).toBe(422);
    const resolved = await call<ExactStateAnswer>(path, { method: 'POST', body });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ state: 'wacht op synchronisatie', conflictFields: [] });
    const detail = await call<{ record: { city: string } }>(`/api/customers/${record.id}`);
    expect(detail.body.record.city).toBe('Houten');
    const again = await call(path, { method: 'POST', body });
    expect(again.status).toBe(422);
  });
});

describe('the lists’ Exact-status filter', () => {
  it('finds a record by its shown state, a never-synced one as niet gekoppeld, in every sort', async () => {
    const word = `Filter${ulid().slice(-8)}`;
    const linked = await newRecord('customers', word);
    const ref = { kind: 'customer' as const, id: linked.id };
    await setLinked(ref, await readSyncState(ref), {
      exactId: crypto.randomUUID(),
      exactCode: '9',
      synced: {},
      clearPending: true,
    });
    const failing = await newRecord('customers', `${word}b`);
    const failingRef = { kind: 'customer' as const, id: failing.id };
    await setError(failingRef, await readSyncState(failingRef), 'Exact Online weigerde de postcode.', {
      clearPending: true,
    });

    expect(await listedWith('customers', 'exactState=gekoppeld', linked.id)).toBe(true);
    expect(await listedWith('customers', 'exactState=fout', linked.id)).toBe(false);
    expect(await listedWith('customers', `exactState=fout&search=${word}`, failing.id)).toBe(true);
    expect(await listedWith('customers', 'exactState=fout&sort=status', failing.id)).toBe(true);
    expect(await listedWith('customers', 'exactState=gekoppeld&sort=createdAt&order=desc', linked.id)).toBe(
      true,
    );
    expect(await listedWith('customers', 'exactState=wacht op synchronisatie', linked.id)).toBe(false);
    // A customer from before the sync has neither a state item nor a copy: niet gekoppeld.
    const older = await newRecord('customers', `${word}c`);
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.relation('customer', older.id),
        UpdateExpression: 'REMOVE exactState',
      }),
    );
    await dynamo.send(
      new DeleteCommand({ TableName: tableName(), Key: keys.exactState('customer', older.id) }),
    );
    expect(await listedWith('customers', 'exactState=niet gekoppeld', older.id)).toBe(true);
    expect(await listedWith('customers', `exactState=niet gekoppeld&search=${word}`, older.id)).toBe(true);
    expect(await listedWith('customers', 'exactState=niet gekoppeld&sort=status', older.id)).toBe(true);
    expect(await listedWith('customers', 'exactState=niet gekoppeld', linked.id)).toBe(false);
    const invalid = await call('/api/customers?exactState=weg');
    expect(invalid.status).toBe(422);
  }, 120_000);
});

describe('records that need attention (/exact)', () => {
  it('lists errors and conflicts for the Beheerder with a message and link data', async () => {
    const record = await newRecord('suppliers', `Aandacht${ulid().slice(-8)}`);
    const ref = { kind: 'supplier' as const, id: record.id };
    await setError(ref, await readSyncState(ref), 'Exact Online gaf een fout: Naam te lang.');
    expect((await call('/api/exact/attention', { token: tokens.medewerker })).status).toBe(403);
    let cursor: string | null = null;
    let found: unknown;
    do {
      const page: { status: number; body: { items: { id: string }[]; cursor: string | null } } = await call(
        `/api/exact/attention?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: tokens.beheerder },
      );
      expect(page.status).toBe(200);
      found = page.body.items.find((item) => item.id === record.id);
      cursor = page.body.cursor;
    } while (!found && cursor);
    expect(found).toMatchObject({
      kind: 'supplier',
      id: record.id,
      state: 'fout',
      name: expect.stringContaining('Aandacht'),
      number: expect.stringMatching(/^L\d{6}$/),
      message: 'Exact Online gaf een fout: Naam te lang.',
    });
  });
});
