import { describe, expect, it } from 'vitest';
import { updateContact } from '../contacts/service.ts';
import { contactInputSchema } from '../contacts/schema.ts';
import type { Actor } from '../db/actor.ts';
import { historyOf } from '../db/history.ts';
import type { ValidationError } from '../errors.ts';
import { ConflictError, ForbiddenError } from '../errors.ts';
import { clearPending, readSyncState } from '../exact/sync-state.ts';
import { getRelation, getRelationDetail } from '../relations/repository.ts';
import { updateOrganisation } from '../relations/service.ts';
import { supplierInputSchema } from '../suppliers/schema.ts';
import { lockProposed, saveProposed } from './change-set.ts';
import { transact } from '../db/transaction.ts';
import { decide, decisionMessages, writeSteps } from './decide.ts';
import { readReview, reviewOf } from './review.ts';
import type { DecisionInput, StagedOwner } from './schema.ts';
import { stagedSupplier } from './testing.ts';

const first: Actor = { id: 'staged-first', name: 'Eerste Beoordelaar' };
const second: Actor = { id: 'staged-second', name: 'Tweede Beoordelaar' };
const financial = { financial: true };

async function review(owner: StagedOwner) {
  const { changeSet, now } = await readReview(owner);
  return reviewOf(changeSet, now);
}

async function decision(owner: StagedOwner, input: Omit<DecisionInput, 'version'>): Promise<DecisionInput> {
  return { ...input, version: (await review(owner)).version };
}

async function rejected(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

const fields = [
  'organisation.companyName',
  'organisation.phone',
  'organisation.city',
  'financial.iban',
  'financial.bic',
  'contact.mobile',
];

async function answered() {
  const fixture = await stagedSupplier(first, fields);
  await saveProposed(fixture.owner, 1, {
    'organisation.companyName': `${fixture.word} Nieuw BV`,
    'organisation.phone': '020 1234567',
    'organisation.city': 'Utrecht',
    'financial.iban': 'NL20INGB0001234567',
    'financial.bic': 'INGBNL2A',
    'contact.mobile': '06 87654321',
  });
  await transact(lockProposed(fixture.owner, 2), [], 0);
  return fixture;
}

/** An answered change set whose IBAN has its first approval (and is not on the record yet). */
async function withFirstIbanApproval() {
  const fixture = await answered();
  const input = await decision(fixture.owner, { field: 'financial.iban', decision: 'approve' });
  await decide(fixture.owner, input, first, financial);
  expect((await getRelationDetail('supplier', fixture.supplier.id)).financial?.iban).toBe(
    'NL91ABNA0417164300',
  );
  return fixture;
}

/** The IBAN's second approval, by another person, with a call to a number on file. */
async function secondIbanApproval(owner: StagedOwner) {
  const input = await decision(owner, {
    field: 'financial.iban',
    decision: 'approve',
    phone: '06-12345678',
    confirmedBy: 'Piet Bellen',
  });
  await decide(owner, input, second, financial);
}

describe('approving staged changes', () => {
  it('shows only real changes and writes only approved fields, with one history entry', async () => {
    const { owner, supplier } = await answered();
    const rows = (await review(owner)).rows;
    expect(rows.filter((row) => row.changed).map((row) => row.field)).toEqual([
      'organisation.companyName',
      'organisation.city',
      'financial.iban',
      'financial.bic',
      'contact.mobile',
    ]);
    await decide(
      owner,
      await decision(owner, { field: 'organisation.city', decision: 'approve' }),
      first,
      financial,
    );
    await decide(
      owner,
      await decision(owner, { field: 'financial.bic', decision: 'approve' }),
      first,
      financial,
    );
    await decide(
      owner,
      await decision(owner, { field: 'contact.mobile', decision: 'approve' }),
      first,
      financial,
    );

    const detail = await getRelationDetail('supplier', supplier.id);
    expect(detail.record).toMatchObject({ city: 'Utrecht', companyName: supplier.companyName });
    expect(detail.financial).toMatchObject({ bic: 'INGBNL2A', iban: 'NL91ABNA0417164300' });
    expect(detail.contacts[0]).toMatchObject({ mobile: '06 87654321' });

    const approvals = (await historyOf(detail.record.pk)).filter((entry) =>
      entry.action.startsWith('approve-'),
    );
    expect(approvals.map((entry) => [entry.action, entry.changes.map((change) => change.field)])).toEqual([
      ['approve-supplier-request', ['contact.mobile']],
      ['approve-supplier-request', ['financial.bic']],
      ['approve-supplier-request', ['city']],
    ]);
    const after = await review(owner);
    expect(after.rows.find((row) => row.field === 'organisation.city')).toMatchObject({
      state: 'approved',
      decidedByName: first.name,
    });
    expect(after.rows.find((row) => row.field === 'organisation.companyName')?.state).toBe('open');
  });

  it('approves every open change at once, a critical one only half, and a rename reaches the name copies', async () => {
    const { owner, supplier, word } = await answered();
    await decide(owner, await decision(owner, { field: '*', decision: 'approve' }), first, financial);
    const detail = await getRelationDetail('supplier', supplier.id);
    expect(detail.record.companyName).toBe(`${word} Nieuw BV`);
    expect(detail.financial?.iban).toBe('NL91ABNA0417164300');
    const rows = (await review(owner)).rows;
    expect(rows.find((row) => row.field === 'financial.iban')).toMatchObject({
      state: 'open',
      firstApprovedBy: first.id,
    });
    const entries = (await historyOf(detail.record.pk)).filter((entry) =>
      entry.action.startsWith('approve-'),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes.map((change) => change.field).sort()).toEqual(
      ['city', 'companyName', 'contact.mobile', 'financial.bic'].sort(),
    );
  });

  it('decides nothing while the answer is a draft', async () => {
    const { owner } = await stagedSupplier(first, ['organisation.city']);
    await saveProposed(owner, 1, { 'organisation.city': 'Utrecht' });
    const error = await rejected(
      decide(
        owner,
        await decision(owner, { field: 'organisation.city', decision: 'approve' }),
        first,
        financial,
      ),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toBe(decisionMessages.notSubmitted);
  });

  it('answers 409 when the record changed after the review was read, and writes nothing', async () => {
    const { owner, supplier } = await answered();
    const stale = await decision(owner, { field: 'organisation.city', decision: 'approve' });
    const record = (await getRelationDetail('supplier', supplier.id)).record;
    await updateOrganisation(
      'supplier',
      supplier.id,
      supplierInputSchema.parse({ ...record, city: 'Amersfoort' }),
      record.version,
      second,
    );
    expect(await rejected(decide(owner, stale, first, financial))).toBeInstanceOf(ConflictError);
    expect((await getRelationDetail('supplier', supplier.id)).record.city).toBe('Amersfoort');
    expect((await review(owner)).rows.find((row) => row.field === 'organisation.city')).toMatchObject({
      sent: null,
      now: 'Amersfoort',
      proposed: 'Utrecht',
      conflict: true,
      state: 'open',
    });
  });

  it('answers 409 when the contact person changed after the review was read', async () => {
    const { owner, contact } = await answered();
    const stale = await decision(owner, { field: 'contact.mobile', decision: 'approve' });
    await updateContact(
      contact.id,
      contactInputSchema.parse({ ...contact, jobTitle: 'Inkoper' }),
      contact.version,
      second,
    );
    expect(await rejected(decide(owner, stale, first, financial))).toBeInstanceOf(ConflictError);
  });

  it('approves a critical field in two steps by two people, with a call to a number on file', async () => {
    const { owner, supplier } = await withFirstIbanApproval();

    const secondApproval = async (phone: string | undefined, actor: Actor) =>
      rejected(
        decide(
          owner,
          await decision(owner, { field: 'financial.iban', decision: 'approve', phone }),
          actor,
          financial,
        ),
      );
    const same = await secondApproval('020-1234567', first);
    expect(same).toBeInstanceOf(ForbiddenError);
    expect((same as ForbiddenError).message).toBe(decisionMessages.sameApprover);

    const unknownNumber = await secondApproval('06 87654321', second);
    expect((unknownNumber as ValidationError).errors).toEqual({ phone: [decisionMessages.phoneNotOnFile] });
    const noNumber = await rejected(
      decide(
        owner,
        await decision(owner, { field: 'financial.iban', decision: 'approve' }),
        second,
        financial,
      ),
    );
    expect((noNumber as ValidationError).errors).toEqual({ phone: [decisionMessages.phoneMissing] });

    await secondIbanApproval(owner);
    expect((await getRelationDetail('supplier', supplier.id)).financial?.iban).toBe('NL20INGB0001234567');
    expect((await review(owner)).rows.find((row) => row.field === 'financial.iban')).toMatchObject({
      state: 'approved',
      firstApprovedByName: first.name,
      decidedByName: second.name,
      phone: '06 12345678',
      confirmedBy: 'Piet Bellen',
    });
  });

  it('marks an approved bank account for the Exact Online push in its transaction, without a new record version', async () => {
    const { owner, supplier } = await withFirstIbanApproval();
    const ref = { kind: 'supplier' as const, id: supplier.id };
    // The new supplier was pushed meanwhile: nothing waits any more.
    const state = await readSyncState(ref);
    if (state) expect(await clearPending(ref, state)).toBe(true);
    expect((await readSyncState(ref))?.pendingSince).toBeUndefined();
    const before = await getRelation('supplier', supplier.id);

    await secondIbanApproval(owner);
    expect((await readSyncState(ref))?.pendingSince).toBeTruthy();
    const after = await getRelation('supplier', supplier.id);
    expect(after.type === 'supplier' && after.exactState).toBe('wacht op synchronisatie');
    // An open form of the supplier still saves: only the financial record's version moved.
    expect(after.version).toBe(before.version);
  });

  it('refuses in the transaction itself a second approval by the first approver or to a number not on file', async () => {
    const { owner, supplier } = await withFirstIbanApproval();
    const approveSecond = async (actor: Actor, phone: string) => {
      const { changeSet, now } = await readReview(owner);
      return rejected(
        writeSteps(changeSet, now, [{ field: 'financial.iban', kind: 'approve', phone }], actor),
      );
    };
    // Past decide's checks: only the transaction's conditions stand in the way.
    expect(await approveSecond(first, '020-1234567')).toBeInstanceOf(ConflictError);
    expect(await approveSecond(second, '0800-0000000')).toBeInstanceOf(ConflictError);
    expect((await getRelationDetail('supplier', supplier.id)).financial?.iban).toBe('NL91ABNA0417164300');
    expect(await approveSecond(second, '020-1234567')).toBeUndefined();
    expect((await getRelationDetail('supplier', supplier.id)).financial?.iban).toBe('NL20INGB0001234567');
  });

  it('records exactly one of 20 concurrent approvals of one field', async () => {
    const { owner, supplier } = await answered();
    const input = await decision(owner, { field: 'organisation.city', decision: 'approve' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        decide(owner, input, { id: `staged-racer-${i}`, name: `R${i}` }, financial),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ConflictError);
    }
    const pk = (await getRelationDetail('supplier', supplier.id)).record.pk;
    expect((await historyOf(pk)).filter((entry) => entry.action.startsWith('approve-'))).toHaveLength(1);
  });

  it('records exactly one first approval of a critical field among 20 at once', async () => {
    const { owner } = await answered();
    const input = await decision(owner, { field: 'financial.iban', decision: 'approve' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        decide(owner, input, { id: `staged-first-${i}`, name: `F${i}` }, financial),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('rejects a field with a reason and leaves the record untouched', async () => {
    const { owner, supplier } = await answered();
    const before = await getRelationDetail('supplier', supplier.id);
    await decide(
      owner,
      await decision(owner, {
        field: 'organisation.companyName',
        decision: 'reject',
        reason: 'Naam klopt niet met KvK',
      }),
      first,
      financial,
    );
    const after = await getRelationDetail('supplier', supplier.id);
    expect(after.record).toEqual(before.record);
    expect(after.financial).toEqual(before.financial);
    expect((await review(owner)).rows.find((row) => row.field === 'organisation.companyName')).toMatchObject({
      state: 'rejected',
      reason: 'Naam klopt niet met KvK',
    });
    const again = await rejected(
      decide(
        owner,
        await decision(owner, { field: 'organisation.companyName', decision: 'approve' }),
        first,
        financial,
      ),
    );
    expect(again).toBeInstanceOf(ConflictError);
  });

  it('refuses a financial field without the financial permission, and leaves it out of Alles goedkeuren', async () => {
    const { owner, supplier } = await answered();
    const refused = await rejected(
      decide(owner, await decision(owner, { field: 'financial.bic', decision: 'approve' }), first, {
        financial: false,
      }),
    );
    expect(refused).toBeInstanceOf(ForbiddenError);
    await decide(owner, await decision(owner, { field: '*', decision: 'approve' }), first, {
      financial: false,
    });
    const detail = await getRelationDetail('supplier', supplier.id);
    expect(detail.financial?.bic).toBeUndefined();
    expect(detail.record.city).toBe('Utrecht');
  });
});
