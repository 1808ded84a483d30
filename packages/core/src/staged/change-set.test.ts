import { describe, expect, it } from 'vitest';
import type { Actor } from '../db/actor.ts';
import { transact } from '../db/transaction.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { changeSetMessages, lockProposed, readChangeSet, reopenFields, saveProposed } from './change-set.ts';
import { stagedSupplier } from './testing.ts';

const staff: Actor = { id: 'staff-change-set', name: 'Medewerker' };

async function rejected(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('a change set before review', () => {
  it('keeps the values as sent and the phone numbers on file', async () => {
    const { owner, word } = await stagedSupplier(staff, [
      'organisation.companyName',
      'financial.iban',
      'contact.mobile',
    ]);
    const changeSet = await readChangeSet(owner);
    expect(changeSet.fields).toMatchObject({
      'organisation.companyName': { sent: `${word} BV`, state: 'open' },
      'financial.iban': { sent: 'NL91ABNA0417164300', state: 'open' },
      'contact.mobile': { sent: '06 12345678', state: 'open' },
    });
    expect(changeSet.fields['organisation.companyName']).not.toHaveProperty('proposed');
    expect(changeSet.phonesOnFile).toEqual(['020-1234567', '06 12345678']);
    expect(changeSet.critical).toEqual(['financial.iban']);
  });

  it('saves a partial draft checked with the catalogue rules, in Dutch', async () => {
    const { owner } = await stagedSupplier(staff, [
      'organisation.companyName',
      'organisation.postcode',
      'financial.iban',
      'organisation.phone',
    ]);
    const error = await rejected(
      saveProposed(owner, 1, {
        'financial.iban': 'NL00ABNA0000000000',
        'organisation.postcode': '12',
        'organisation.city': 'Utrecht',
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({
      'financial.iban': ['Dit IBAN klopt niet. Controleer het nummer.'],
      'organisation.postcode': [changeSetMessages.postcode],
      'organisation.city': [changeSetMessages.notAsked],
    });
    const saved = await saveProposed(owner, 1, {
      'financial.iban': 'nl20 ingb 0001 2345 67',
      'organisation.postcode': '3511ab',
    });
    expect(saved.version).toBe(2);
    expect(saved.fields['financial.iban']?.proposed).toBe('NL20INGB0001234567');
    expect(saved.fields['organisation.postcode']?.proposed).toBe('3511 AB');
    expect(saved.fields['organisation.companyName']).not.toHaveProperty('proposed');
    const emptied = await saveProposed(owner, 2, { 'organisation.phone': '' });
    expect(emptied.fields['organisation.phone']?.proposed).toBeNull();
  });

  it('answers a stale draft save with 409 and loses nothing', async () => {
    const { owner } = await stagedSupplier(staff, ['organisation.companyName', 'organisation.phone']);
    await saveProposed(owner, 1, { 'organisation.phone': '030-7654321' });
    const error = await rejected(saveProposed(owner, 1, { 'organisation.companyName': 'Ander apparaat BV' }));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toBe(changeSetMessages.staleDraft);
    const changeSet = await readChangeSet(owner);
    expect(changeSet.version).toBe(2);
    expect(changeSet.fields['organisation.phone']?.proposed).toBe('030-7654321');
    expect(changeSet.fields['organisation.companyName']).not.toHaveProperty('proposed');
  });

  it('records exactly one of concurrent saves of one version', async () => {
    const { owner } = await stagedSupplier(staff, ['organisation.phone']);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => saveProposed(owner, 1, { 'organisation.phone': `030-765432${i}` })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await readChangeSet(owner)).version).toBe(2);
  });

  it('refuses every change once locked, and after Teruggestuurd only the named fields', async () => {
    const { owner } = await stagedSupplier(staff, [
      'organisation.companyName',
      'organisation.phone',
      'financial.iban',
    ]);
    await saveProposed(owner, 1, {
      'organisation.phone': '030-7654321',
      'organisation.companyName': 'Nieuw BV',
    });
    await transact(lockProposed(owner, 2), [], 0);
    const locked = await rejected(saveProposed(owner, 3, { 'organisation.phone': '030-1111111' }));
    expect(locked).toBeInstanceOf(ConflictError);
    expect((locked as ConflictError).message).toBe(changeSetMessages.locked);

    await transact(await reopenFields(owner, ['organisation.phone']), [], 0);
    const reopened = await readChangeSet(owner);
    expect(reopened).toMatchObject({ locked: false, editable: ['organisation.phone'], version: 4 });
    const other = await rejected(saveProposed(owner, 4, { 'organisation.companyName': 'Toch anders BV' }));
    expect((other as ValidationError).errors).toEqual({
      'organisation.companyName': [changeSetMessages.notEditable],
    });
    const saved = await saveProposed(owner, 4, { 'organisation.phone': '030-2222222' });
    expect(saved.fields).toMatchObject({
      'organisation.phone': { proposed: '030-2222222' },
      'organisation.companyName': { proposed: 'Nieuw BV' },
    });
  });

  it('a submission checked on an older draft is cancelled by a later save', async () => {
    const { owner } = await stagedSupplier(staff, ['organisation.phone']);
    await saveProposed(owner, 1, { 'organisation.phone': '030-7654321' });
    await saveProposed(owner, 2, { 'organisation.phone': '030-7654322' });
    await expect(transact(lockProposed(owner, 2), [], 0)).rejects.toBeInstanceOf(ConflictError);
    expect((await readChangeSet(owner)).locked).toBe(false);
  });
});
