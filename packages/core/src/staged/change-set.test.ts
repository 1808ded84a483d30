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
    const { owner, word } = await stagedSupplier(staff, ['companyName', 'financial.iban', 'contact.mobile']);
    const changeSet = await readChangeSet(owner);
    expect(changeSet.fields).toMatchObject({
      companyName: { sent: `${word} BV`, state: 'open' },
      'financial.iban': { sent: 'NL91ABNA0417164300', state: 'open' },
      'contact.mobile': { sent: '06 12345678', state: 'open' },
    });
    expect(changeSet.fields.companyName).not.toHaveProperty('proposed');
    expect(changeSet.phonesOnFile).toEqual(['020-1234567', '06 12345678']);
    expect(changeSet.critical).toEqual(['financial.iban']);
  });

  it('saves a partial draft checked with the catalogue rules, in Dutch', async () => {
    const { owner } = await stagedSupplier(staff, ['companyName', 'postcode', 'financial.iban', 'phone']);
    const error = await rejected(
      saveProposed(owner, 1, { 'financial.iban': 'NL00ABNA0000000000', postcode: '12', city: 'Utrecht' }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual({
      'financial.iban': ['Dit IBAN klopt niet. Controleer het nummer.'],
      postcode: [changeSetMessages.postcode],
      city: [changeSetMessages.notAsked],
    });
    const saved = await saveProposed(owner, 1, {
      'financial.iban': 'nl20 ingb 0001 2345 67',
      postcode: '3511ab',
    });
    expect(saved.version).toBe(2);
    expect(saved.fields['financial.iban']?.proposed).toBe('NL20INGB0001234567');
    expect(saved.fields.postcode?.proposed).toBe('3511 AB');
    expect(saved.fields.companyName).not.toHaveProperty('proposed');
    const emptied = await saveProposed(owner, 2, { phone: '' });
    expect(emptied.fields.phone?.proposed).toBeNull();
  });

  it('answers a stale draft save with 409 and loses nothing', async () => {
    const { owner } = await stagedSupplier(staff, ['companyName', 'phone']);
    await saveProposed(owner, 1, { phone: '030-7654321' });
    const error = await rejected(saveProposed(owner, 1, { companyName: 'Ander apparaat BV' }));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toBe(changeSetMessages.staleDraft);
    const changeSet = await readChangeSet(owner);
    expect(changeSet.version).toBe(2);
    expect(changeSet.fields.phone?.proposed).toBe('030-7654321');
    expect(changeSet.fields.companyName).not.toHaveProperty('proposed');
  });

  it('records exactly one of concurrent saves of one version', async () => {
    const { owner } = await stagedSupplier(staff, ['phone']);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => saveProposed(owner, 1, { phone: `030-765432${i}` })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await readChangeSet(owner)).version).toBe(2);
  });

  it('refuses every change once locked, and after Teruggestuurd only the named fields', async () => {
    const { owner } = await stagedSupplier(staff, ['companyName', 'phone', 'financial.iban']);
    await saveProposed(owner, 1, { phone: '030-7654321', companyName: 'Nieuw BV' });
    await transact(lockProposed(owner, 2), [], 0);
    const locked = await rejected(saveProposed(owner, 3, { phone: '030-1111111' }));
    expect(locked).toBeInstanceOf(ConflictError);
    expect((locked as ConflictError).message).toBe(changeSetMessages.locked);

    await transact(await reopenFields(owner, ['phone']), [], 0);
    const reopened = await readChangeSet(owner);
    expect(reopened).toMatchObject({ locked: false, editable: ['phone'], version: 4 });
    const other = await rejected(saveProposed(owner, 4, { companyName: 'Toch anders BV' }));
    expect((other as ValidationError).errors).toEqual({ companyName: [changeSetMessages.notEditable] });
    const saved = await saveProposed(owner, 4, { phone: '030-2222222' });
    expect(saved.fields).toMatchObject({
      phone: { proposed: '030-2222222' },
      companyName: { proposed: 'Nieuw BV' },
    });
  });

  it('a submission checked on an older draft is cancelled by a later save', async () => {
    const { owner } = await stagedSupplier(staff, ['phone']);
    await saveProposed(owner, 1, { phone: '030-7654321' });
    await saveProposed(owner, 2, { phone: '030-7654322' });
    await expect(transact(lockProposed(owner, 2), [], 0)).rejects.toBeInstanceOf(ConflictError);
    expect((await readChangeSet(owner)).locked).toBe(false);
  });
});
