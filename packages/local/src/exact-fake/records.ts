import { randomUUID } from 'node:crypto';
import { exactDate, FakeHttpError } from './odata.ts';
import type { FakeRecord, FakeStore } from './store.ts';

/**
 * Accounts and bank accounts as Exact keeps them: `Code` right-aligned in 18 characters and given
 * out as the highest code + 1 when none is sent, `Country` padded to 3, every write a new
 * `Timestamp`, every delete a row in the deleted log.
 */
export const accountFields = [
  'ID',
  'Code',
  'Name',
  'Status',
  'IsSupplier',
  'IsSales',
  'Blocked',
  'Type',
  'ChamberOfCommerce',
  'VATNumber',
  'AddressLine1',
  'AddressLine2',
  'AddressLine3',
  'Postcode',
  'City',
  'Country',
  'Email',
  'Phone',
  'Website',
  'TradeName',
  'SearchCode',
  'Remarks',
  'MainContact',
  'Created',
  'Modified',
  'Division',
  'Timestamp',
] as const;

/** Exact sets these itself; the rest of an account's fields can be written. */
const readOnly = new Set([
  'ID',
  'IsSales',
  'Type',
  'AccountName',
  'Created',
  'Modified',
  'Division',
  'Timestamp',
]);
const writable = (fields: readonly string[]) => new Set(fields.filter((field) => !readOnly.has(field)));
const writableAccountFields = writable(accountFields);

export const bankAccountFields = [
  'ID',
  'Account',
  'AccountName',
  'BankAccount',
  'BankAccountHolderName',
  'BICCode',
  'Description',
  'Main',
  'Blocked',
  'Type',
  'Created',
  'Modified',
  'Division',
] as const;

const writableBankFields = writable(bankAccountFields);

/** What every new record gets: an id, its times, its division and a new Timestamp. */
function born(store: FakeStore, division: number, now: number) {
  return {
    ID: randomUUID(),
    Type: 'A',
    Created: exactDate(now),
    Modified: exactDate(now),
    Division: division,
    Timestamp: store.nextTimestamp(division),
  };
}

/** What every change of a record moves. */
function touched(store: FakeStore, division: number, now: number) {
  return { Modified: exactDate(now), Timestamp: store.nextTimestamp(division) };
}

export const padCode = (code: string): string => code.trim().padStart(18, ' ');

function pick(body: Record<string, unknown>, writable: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([field]) => writable.has(field)));
}

function normaliseAccount(fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields };
  if (typeof out.Code === 'string') out.Code = padCode(out.Code);
  if (typeof out.Country === 'string') out.Country = out.Country.trim().toUpperCase().padEnd(3, ' ');
  if ('Status' in out) out.IsSales = out.Status === 'C';
  return out;
}

function nextCode(store: FakeStore, division: number): string {
  const highest = store.data.accounts
    .filter((account) => account.Division === division)
    .map((account) => Number(String(account.Code).trim()))
    .filter(Number.isFinite)
    .reduce((max, code) => Math.max(max, code), 0);
  return padCode(String(highest + 1));
}

export function findAccount(store: FakeStore, division: number, id: string): FakeRecord {
  const account = store.data.accounts.find((row) => row.Division === division && row.ID === id.toLowerCase());
  if (!account) throw new FakeHttpError(404, 'Record bestaat niet.');
  return account;
}

export function createAccount(
  store: FakeStore,
  division: number,
  body: Record<string, unknown>,
  now: number,
): FakeRecord {
  const fields = normaliseAccount(pick(body, writableAccountFields));
  if (typeof fields.Name !== 'string' || !fields.Name.trim()) throw new FakeHttpError(400, 'Verplicht: Naam');
  const code = typeof fields.Code === 'string' ? fields.Code : nextCode(store, division);
  if (store.data.accounts.some((row) => row.Division === division && row.Code === code))
    throw new FakeHttpError(500, 'Gegeven bestaat reeds.');
  const account: FakeRecord = {
    ...Object.fromEntries(accountFields.map((field) => [field, null])),
    IsSupplier: false,
    IsSales: false,
    Blocked: false,
    Status: 'A',
    ...fields,
    Code: code,
    ...born(store, division, now),
  };
  store.data.accounts.push(account);
  store.save();
  return account;
}

export function updateAccount(
  store: FakeStore,
  division: number,
  id: string,
  body: Record<string, unknown>,
  now: number,
): FakeRecord {
  const account = findAccount(store, division, id);
  const fields = normaliseAccount(pick(body, writableAccountFields));
  if (
    typeof fields.Code === 'string' &&
    store.data.accounts.some(
      (row) => row !== account && row.Division === division && row.Code === fields.Code,
    )
  )
    throw new FakeHttpError(500, 'Gegeven bestaat reeds.');
  Object.assign(account, fields, touched(store, division, now));
  store.save();
  return account;
}

export function deleteAccount(store: FakeStore, division: number, id: string, now: number): void {
  const account = findAccount(store, division, id);
  store.data.accounts = store.data.accounts.filter((row) => row !== account);
  store.data.bankAccounts = store.data.bankAccounts.filter((row) => row.Account !== account.ID);
  store.data.deleted.push({
    ID: randomUUID(),
    EntityKey: account.ID,
    EntityType: 2,
    DeletedBy: randomUUID(),
    DeletedDate: now,
    Division: division,
    Timestamp: store.nextTimestamp(division),
  });
  store.save();
}

function findBankAccount(store: FakeStore, division: number, id: string): FakeRecord {
  const row = store.data.bankAccounts.find(
    (bank) => bank.Division === division && bank.ID === id.toLowerCase(),
  );
  if (!row) throw new FakeHttpError(404, 'Record bestaat niet.');
  return row;
}

export function createBankAccount(
  store: FakeStore,
  division: number,
  body: Record<string, unknown>,
  now: number,
): FakeRecord {
  const fields = pick(body, writableBankFields);
  if (typeof fields.BankAccount !== 'string' || !fields.BankAccount)
    throw new FakeHttpError(
      400,
      'Verplicht: Bankrekening: Nummer\r\nVerplicht: Bankrekening\r\nVerplicht: Formaat',
    );
  const account = findAccount(store, division, String(fields.Account ?? ''));
  const row: FakeRecord = {
    ...Object.fromEntries(bankAccountFields.map((field) => [field, null])),
    Main: false,
    Blocked: false,
    ...fields,
    Account: account.ID,
    AccountName: account.Name,
    ...born(store, division, now),
  };
  store.data.bankAccounts.push(row);
  store.save();
  return row;
}

export function updateBankAccount(
  store: FakeStore,
  division: number,
  id: string,
  body: Record<string, unknown>,
  now: number,
): FakeRecord {
  const row = findBankAccount(store, division, id);
  Object.assign(row, pick(body, writableBankFields), touched(store, division, now));
  store.save();
  return row;
}

export function deleteBankAccount(store: FakeStore, division: number, id: string): void {
  const row = findBankAccount(store, division, id);
  store.data.bankAccounts = store.data.bankAccounts.filter((bank) => bank !== row);
  store.save();
}
