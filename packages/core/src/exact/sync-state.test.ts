import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { systemActor, type Actor } from '../db/actor.ts';
import { historyOf } from '../db/history.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { financialInputSchema } from '../relations/financial.ts';
import { saveFinancial } from '../relations/financial-service.ts';
import { convertLead } from '../relations/leads.ts';
import { getRelation, getRelationWithFinancial } from '../relations/repository.ts';
import { createOrganisation, deleteOrganisation, updateOrganisation } from '../relations/service.ts';
import {
  clearPending,
  linkedRecords,
  pendingRecords,
  readSyncState,
  setConflict,
  setCreateAttempt,
  setError,
  setLinked,
  unlink,
  type ExactRef,
} from './sync-state.ts';
import { attentionRecords } from './attention.ts';
import { resolveConflict } from './exact-values.ts';

const staff: Actor = { id: 'user-exact-test', name: 'Els Exact' };
const unique = () => ulid().slice(-10).toLowerCase();

async function newCustomer(word = `Sync${unique()}`) {
  const record = await createOrganisation(
    'customer',
    { companyName: `${word} BV`, status: 'actief', country: 'NL', city: 'Utrecht' },
    systemActor,
  );
  return { record, ref: { kind: 'customer', id: record.id } as ExactRef };
}

/** A financial record as its form sends it (only the IBAN and the BIC filled in, if given). */
const financialInput = (version: number, iban?: string, extra: Record<string, unknown> = {}) =>
  financialInputSchema.parse({ version, iban, ...extra });

/** Every page of the pending index, for one record (the shared table holds others' too). */
async function isListedPending(ref: ExactRef): Promise<boolean> {
  let cursor: string | null = null;
  do {
    const page = await pendingRecords(100, cursor);
    if (page.items.some((item) => item.kind === ref.kind && item.id === ref.id)) return true;
    cursor = page.cursor;
  } while (cursor);
  return false;
}

/** The record's row on the attention list (every page read: the shared table holds others' too). */
async function attentionRow(ref: ExactRef) {
  let cursor: string | null = null;
  do {
    const page = await attentionRecords(100, cursor);
    const row = page.items.find((item) => item.kind === ref.kind && item.id === ref.id);
    if (row) return row;
    cursor = page.cursor;
  } while (cursor);
  return undefined;
}

describe('the pending marker, written in the transaction of the change', () => {
  it('makes a new customer pending (it must be created in Exact), and a lead never', async () => {
    const { ref } = await newCustomer();
    const state = await readSyncState(ref);
    expect(state).toMatchObject({ state: 'niet gekoppeld', kind: 'customer', recordId: ref.id });
    expect(state?.pendingSince).toBeDefined();
    expect((await getRelation('customer', ref.id)) as { exactState?: string }).toMatchObject({
      exactState: 'wacht op synchronisatie',
    });
    expect(await isListedPending(ref)).toBe(true);

    const lead = await createOrganisation(
      'lead',
      { companyName: `Lead${unique()}`, status: 'nieuw', country: 'NL', source: 'website' },
      systemActor,
    );
    expect(await readSyncState({ kind: 'customer', id: lead.id })).toBeUndefined();
  });

  it('makes the customer a won lead becomes pending, in the conversion’s transaction', async () => {
    const lead = await createOrganisation(
      'lead',
      { companyName: `Omzet${unique()}`, status: 'nieuw', country: 'NL', source: 'website', city: 'Ede' },
      systemActor,
    );
    const customer = await convertLead(lead.id, lead.version, staff);
    expect(await readSyncState({ kind: 'customer', id: customer.id })).toMatchObject({
      state: 'niet gekoppeld',
      pendingSince: expect.any(String),
    });
    expect(await readSyncState({ kind: 'customer', id: lead.id })).toBeUndefined();
  });

  it('marks a financial edit of the IBAN pending; a failed transaction leaves no marker', async () => {
    const { ref } = await newCustomer();
    const first = await readSyncState(ref);
    await clearPending(ref, first!);
    expect((await readSyncState(ref))?.pendingSince).toBeUndefined();

    // A stale version fails the whole transaction: no marker.
    await expect(
      saveFinancial('customer', ref.id, financialInput(3, 'NL91ABNA0417164300'), staff),
    ).rejects.toThrow(ConflictError);
    expect((await readSyncState(ref))?.pendingSince).toBeUndefined();
    expect(await isListedPending(ref)).toBe(false);

    await saveFinancial('customer', ref.id, financialInput(0, 'NL91ABNA0417164300'), staff);
    expect((await readSyncState(ref))?.pendingSince).toBeDefined();
    expect(await isListedPending(ref)).toBe(true);
  });

  it('leaves a change of a field Exact does not carry unmarked', async () => {
    const { record, ref } = await newCustomer();
    await clearPending(ref, (await readSyncState(ref))!);
    const { financial: none } = await getRelationWithFinancial('customer', ref.id);
    expect(none).toBeUndefined();
    // Betaaltermijn and Notities are not mapped.
    await saveFinancial('customer', ref.id, financialInput(0, undefined, { paymentTermDays: 14 }), staff);
    const edit = (city: string, version: number) =>
      updateOrganisation(
        'customer',
        ref.id,
        { companyName: record.companyName, status: 'actief', country: 'NL', city, notes: 'Belt graag' },
        version,
        staff,
      );
    await edit('Utrecht', record.version);
    expect((await readSyncState(ref))?.pendingSince).toBeUndefined();
    // A mapped organisation field (Plaats) does.
    await edit('Zeist', record.version + 1);
    expect((await readSyncState(ref))?.pendingSince).toBeDefined();
  });

  it('keeps a newer change pending when a run clears the one it pushed', async () => {
    const { ref } = await newCustomer();
    const seen = (await readSyncState(ref))!;
    await saveFinancial('customer', ref.id, financialInput(0, 'NL91ABNA0417164300'), staff);
    expect(await clearPending(ref, seen)).toBe(false);
    expect((await readSyncState(ref))?.pendingSince).toBeDefined();
  });
});

describe('sync state writes', () => {
  it('never change the version of the record or of its financial record', async () => {
    const { ref } = await newCustomer();
    await saveFinancial('customer', ref.id, financialInput(0, 'NL91ABNA0417164300'), staff);
    const before = await getRelationWithFinancial('customer', ref.id);
    const exactId = crypto.randomUUID();

    const attempt = { at: new Date().toISOString(), id: ulid() };
    const withAttempt = await setCreateAttempt(ref, await readSyncState(ref), attempt);
    expect(withAttempt.exactCreateAttempt).toEqual(attempt);
    expect(
      await setLinked(ref, await readSyncState(ref), {
        exactId,
        exactCode: '              1024',
        synced: { companyName: before.record.companyName, iban: 'NL91ABNA0417164300' },
        clearPending: true,
      }),
    ).toBe(true);
    await setError(ref, await readSyncState(ref), 'Exact Online weigerde het BTW-nummer.');

    const after = await getRelationWithFinancial('customer', ref.id);
    expect(after.record.version).toBe(before.record.version);
    expect(after.financial?.version).toBe(before.financial?.version);
    // An open Financieel form saves without a conflict.
    await saveFinancial(
      'customer',
      ref.id,
      financialInput(before.financial!.version, 'NL91ABNA0417164300'),
      staff,
    );
  });

  it('links with the trimmed Code, names the account, lists errors and unlinks without deleting', async () => {
    const { record, ref } = await newCustomer();
    const exactId = crypto.randomUUID();
    await setLinked(ref, await readSyncState(ref), {
      exactId,
      exactCode: '                77',
      synced: { companyName: record.companyName },
      clearPending: true,
    });
    const linked = await readSyncState(ref);
    expect(linked).toMatchObject({ state: 'gekoppeld', exactId, exactCode: '77' });
    expect(linked?.exactCreateAttempt).toBeUndefined();
    expect(await linkedRecords(exactId)).toEqual([ref]);
    expect((await getRelation('customer', ref.id)) as { exactState?: string }).toMatchObject({
      exactState: 'gekoppeld',
    });

    await setError(ref, linked, 'Exact Online gaf een fout: Ongeldig land.', { clearPending: true });
    expect(await attentionRow(ref)).toMatchObject({
      state: 'fout',
      name: record.companyName,
      exactCode: '77',
      message: 'Exact Online gaf een fout: Ongeldig land.',
    });

    await unlink(ref, (await readSyncState(ref))!, 'Verwijderd in Exact Online.');
    const unlinked = await readSyncState(ref);
    expect(unlinked).toMatchObject({ state: 'niet gekoppeld', error: 'Verwijderd in Exact Online.' });
    expect(unlinked?.exactId).toBeUndefined();
    expect(await linkedRecords(exactId)).toEqual([]);
    expect(await attentionRow(ref)).toBeUndefined();
    expect((await getRelation('customer', ref.id)).companyName).toBe(record.companyName);
  });

  it('resolves a conflict per field: Exact’s value is written with history, ours waits for a push', async () => {
    const { record, ref } = await newCustomer();
    await saveFinancial('customer', ref.id, financialInput(0, 'NL91ABNA0417164300'), staff);
    await setLinked(ref, await readSyncState(ref), {
      exactId: crypto.randomUUID(),
      exactCode: '5',
      synced: { city: 'Utrecht', iban: 'NL91ABNA0417164300' },
      clearPending: true,
    });
    await setConflict(ref, await readSyncState(ref), {
      fields: [
        { field: 'city', ours: 'Utrecht', exact: 'Amersfoort' },
        { field: 'iban', ours: 'NL91ABNA0417164300', exact: 'NL02ABNA0123456789' },
      ],
    });
    expect(await readSyncState(ref)).toMatchObject({ state: 'conflict' });
    expect(await attentionRow(ref)).toMatchObject({ state: 'conflict' });
    // An edit meanwhile keeps the conflict.
    const { financial } = await getRelationWithFinancial('customer', ref.id);
    await saveFinancial(
      'customer',
      ref.id,
      financialInput(financial!.version, 'NL91ABNA0417164300', { bic: 'ABNANL2A' }),
      staff,
    );
    expect((await getRelation('customer', ref.id)) as { exactState?: string }).toMatchObject({
      exactState: 'conflict',
    });

    await expect(resolveConflict(ref, { choices: { city: 'exact' } }, staff)).rejects.toThrow(
      ValidationError,
    );
    const resolved = await resolveConflict(ref, { choices: { city: 'exact', iban: 'ours' } }, staff);
    expect(resolved).toMatchObject({ state: 'gekoppeld' });
    expect(resolved.pendingSince).toBeDefined();
    expect(resolved.exactSynced).toMatchObject({ city: 'Amersfoort', iban: 'NL02ABNA0123456789' });
    const after = await getRelationWithFinancial('customer', ref.id);
    expect(after.record.city).toBe('Amersfoort');
    expect(after.record.version).toBe(record.version + 1);
    expect(after.financial?.iban).toBe('NL91ABNA0417164300');
    expect((after.record as { exactState?: string }).exactState).toBe('wacht op synchronisatie');
    const [entry] = await historyOf(record.pk, 1);
    expect(entry).toMatchObject({ action: 'exact-resolve', actorName: 'Els Exact' });
    expect(entry?.changes).toEqual([{ field: 'city', from: 'Utrecht', to: 'Amersfoort' }]);
    expect(await attentionRow(ref)).toBeUndefined();
  });

  it('links the account staff pick among several candidates', async () => {
    const { ref } = await newCustomer();
    const candidates = [
      { id: crypto.randomUUID(), code: '                 8', name: 'Een BV' },
      { id: crypto.randomUUID(), code: '                 9', name: 'Een B.V.' },
    ];
    await setConflict(ref, await readSyncState(ref), { candidates });
    expect((await readSyncState(ref))?.error).toContain('8 Een BV, 9 Een B.V.');
    const picked = await resolveConflict(ref, { candidateId: candidates[1]!.id }, staff);
    expect(picked).toMatchObject({ state: 'gekoppeld', exactId: candidates[1]!.id, exactCode: '9' });
    expect(picked.pendingSince).toBeDefined();
    expect(await linkedRecords(candidates[1]!.id)).toEqual([ref]);
  });

  it('goes with its record when the record is deleted, marker included', async () => {
    const { record, ref } = await newCustomer();
    const exactId = crypto.randomUUID();
    await setLinked(ref, await readSyncState(ref), { exactId, exactCode: '12', synced: {} });
    await deleteOrganisation('customer', ref.id, record.version, staff);
    expect(await readSyncState(ref)).toBeUndefined();
    expect(await linkedRecords(exactId)).toEqual([]);
    await expect(setError(ref, undefined, 'Exact Online gaf een fout.')).rejects.toThrow(NotFoundError);
  });
});
