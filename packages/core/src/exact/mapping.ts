import type { Catalogue } from '../catalogue/field.ts';
import { customerCatalogue } from '../customers/schema.ts';
import { financialCatalogue } from '../relations/financial.ts';
import {
  addressLineFields,
  exactFinancialFields,
  exactRecordFields,
  type ExactKind,
  type SyncedValue,
  type SyncedValues,
} from '../relations/exact-state.ts';
import { supplierCatalogue } from '../suppliers/schema.ts';

/**
 * Our customers and suppliers ⇄ Exact Online's `crm/Accounts` and `crm/BankAccounts` (decisions
 * 035, 045), from the catalogues' `exact` entries. Pure: no call, no table. The values the sync
 * compares and stores (`exactSynced`) are `SyncedValues`: per carried field of ours, text or null.
 */

/** The part of an Exact account the sync writes and reads (crm/Accounts, sync/CRM/Accounts). */
export interface ExactAccount {
  ID?: string;
  /** Exact's own number: 18 characters, right-aligned with spaces; trimmed when read. */
  Code?: string;
  Name?: string | null;
  ChamberOfCommerce?: string | null;
  VATNumber?: string | null;
  AddressLine1?: string | null;
  Postcode?: string | null;
  City?: string | null;
  /** Padded ("NL "): trimmed when read. */
  Country?: string | null;
  Phone?: string | null;
  Email?: string | null;
  Website?: string | null;
  /** `C` is a customer; a supplier-only account has `A` (none). */
  Status?: string | null;
  IsSupplier?: boolean | null;
}

/** An account's bank account (crm/BankAccounts): the IBAN in `BankAccount`, never `IBAN`. */
export interface ExactBankAccount {
  ID?: string;
  Account: string;
  BankAccount: string;
  BICCode?: string | null;
  BankAccountHolderName?: string | null;
  Main: boolean;
}

const catalogues: Record<ExactKind, Catalogue> = { customer: customerCatalogue, supplier: supplierCatalogue };
const financialFields: Catalogue = financialCatalogue;

/** The Account property of each carried organisation field (the address parts compose one). */
function accountProperty(kind: ExactKind, field: string): keyof ExactAccount {
  if ((addressLineFields as readonly string[]).includes(field)) return 'AddressLine1';
  const property = catalogues[kind][field]?.exact;
  if (!property) throw new Error(`${field} has no Exact property`);
  return property as keyof ExactAccount;
}

function bankProperty(field: string): keyof ExactBankAccount {
  const property = financialFields[field]?.exact;
  if (!property) throw new Error(`${field} has no Exact property`);
  return property as keyof ExactBankAccount;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Our values of every field the sync carries, from the record and its financial record (absent
 * or empty: null): what a push sends, and what `exactSynced` keeps after a sync.
 */
export function syncedValuesOf(
  kind: ExactKind,
  record: Readonly<Record<string, unknown>>,
  financial: Readonly<Record<string, unknown>> | undefined,
): SyncedValues {
  return Object.fromEntries([
    ...exactRecordFields[kind].map((field) => [field, text(record[field])] as const),
    ...exactFinancialFields.map((field) => [field, text(financial?.[field])] as const),
  ]);
}

/** `AddressLine1` from street, house number and addition: "Stationsstraat 12 A". */
export function composeAddressLine(values: Readonly<Record<string, SyncedValue | undefined>>): string | null {
  const number = [values.houseNumber, values.houseNumberAddition].filter((part) => typeof part === 'string');
  const line = [values.street, ...number].filter((part) => typeof part === 'string').join(' ');
  return line === '' ? null : line;
}

/**
 * Street, house number and addition from an `AddressLine1` (best effort: Exact keeps one line).
 * The house number is the last group starting with a digit that is followed by at most one more
 * group; a line without one is all street.
 */
export function parseAddressLine(
  line: string | null,
): Record<(typeof addressLineFields)[number], string | null> {
  const trimmed = line?.trim().replace(/\s+/g, ' ') ?? '';
  const match = /^(.*\S)\s+(\d\S*)(?:\s+(\S+))?$/.exec(trimmed);
  if (!match) return { street: trimmed || null, houseNumber: null, houseNumberAddition: null };
  return { street: match[1] ?? null, houseNumber: match[2] ?? null, houseNumberAddition: match[3] ?? null };
}

/**
 * The Account a push sends: the carried fields (a create leaves empty ones out; an update sends
 * them empty, so a value cleared here is cleared there), and what makes it ours: `Status: 'C'` for
 * a customer, `IsSupplier: true` for a supplier. Each kind sets only its own flag, so one account
 * can be both. `Code` is never sent: Exact numbers its accounts.
 */
export function toAccount(kind: ExactKind, values: SyncedValues, mode: 'create' | 'update'): ExactAccount {
  const account: Record<string, unknown> = {};
  for (const field of exactRecordFields[kind]) {
    const property = accountProperty(kind, field);
    const value = property === 'AddressLine1' ? composeAddressLine(values) : (values[field] ?? null);
    if (value !== null) account[property] = value;
    else if (mode === 'update') account[property] = '';
  }
  return { ...account, ...(kind === 'customer' ? { Status: 'C' } : { IsSupplier: true }) } as ExactAccount;
}

/**
 * The main bank account of an Exact account (`crm/BankAccounts`), or undefined without an IBAN
 * (Exact requires `BankAccount`).
 */
export function toBankAccount(accountId: string, values: SyncedValues): ExactBankAccount | undefined {
  const bank: Record<string, unknown> = { Account: accountId, Main: true };
  for (const field of exactFinancialFields) bank[bankProperty(field)] = values[field] ?? null;
  return typeof bank.BankAccount === 'string' ? (bank as unknown as ExactBankAccount) : undefined;
}

/** How a value read from Exact is made ours: padding trimmed, identifiers in our stored form. */
const readers: Record<string, (value: string) => string> = {
  kvkNumber: (value) => value.replace(/\s+/g, ''),
  vatNumber: (value) => customerCatalogue.vatNumber.normalise(value),
  country: (value) => value.trim().toUpperCase(),
  iban: (value) => financialCatalogue.iban.normalise(value),
  bic: (value) => financialCatalogue.bic.normalise(value),
};

function read(field: string, value: unknown): SyncedValue {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return readers[field]?.(trimmed) ?? trimmed;
}

/**
 * Our organisation fields from an Exact account (the pull). `current` (our values as they are):
 * when its composed address line is the account's, its parts stay as they are (one line cannot
 * say where the street ends). A required field Exact leaves empty (name, country) is left out:
 * the pull keeps ours.
 */
export function fromAccount(kind: ExactKind, account: ExactAccount, current?: SyncedValues): SyncedValues {
  const values: SyncedValues = {};
  for (const field of exactRecordFields[kind]) {
    if ((addressLineFields as readonly string[]).includes(field)) continue;
    const value = read(field, account[accountProperty(kind, field)]);
    if (value === null && catalogues[kind][field]?.required) continue;
    values[field] = value;
  }
  const read1 = read('AddressLine1', account.AddressLine1);
  const line = typeof read1 === 'string' ? read1 : null;
  const address = current && composeAddressLine(current) === line ? current : parseAddressLine(line);
  for (const field of addressLineFields) values[field] = address[field] ?? null;
  return values;
}

/** Our financial fields from an account's main bank account (none: all empty). */
export function fromBankAccount(bank: ExactBankAccount | undefined): SyncedValues {
  return Object.fromEntries(
    exactFinancialFields.map((field) => [field, read(field, bank?.[bankProperty(field)])] as const),
  );
}

/** Exact's `Code` as we keep it: without its padding. */
export function trimCode(code: string | null | undefined): string {
  return (code ?? '').trim();
}

/** Whether an account is a customer (`Status` C) and whether it is a supplier, in Exact. */
export function accountRoles(account: ExactAccount): { customer: boolean; supplier: boolean } {
  return { customer: account.Status?.trim() === 'C', supplier: account.IsSupplier === true };
}

/**
 * Two values of a field are the same for the sync when they are equal after the field's own
 * normaliser (an IBAN with or without spaces, an e-mail address in capitals).
 */
export function sameValue(
  kind: ExactKind,
  field: string,
  a: SyncedValue | undefined,
  b: SyncedValue | undefined,
) {
  const normalise = catalogues[kind][field]?.normalise ?? financialFields[field]?.normalise;
  const norm = (value: SyncedValue | undefined) =>
    typeof value === 'string' ? (normalise ? normalise(value.trim()) : value.trim()) : null;
  return norm(a) === norm(b);
}

/**
 * The fields an account changed since the last sync (`synced`) and whether ours changed too:
 * `fromExact` may be written to our record; `conflicts` changed on both sides (to different values).
 */
export function compareWithSynced(
  kind: ExactKind,
  ours: SyncedValues,
  theirs: SyncedValues,
  synced: SyncedValues,
): { fromExact: SyncedValues; conflicts: { field: string; ours: SyncedValue; exact: SyncedValue }[] } {
  const fromExact: SyncedValues = {};
  const conflicts: { field: string; ours: SyncedValue; exact: SyncedValue }[] = [];
  for (const [field, exact] of Object.entries(theirs)) {
    const base = synced[field] ?? null;
    const mine = ours[field] ?? null;
    if (sameValue(kind, field, exact, base) || sameValue(kind, field, exact, mine)) continue;
    if (sameValue(kind, field, mine, base)) fromExact[field] = exact;
    else conflicts.push({ field, ours: mine, exact });
  }
  return { fromExact, conflicts };
}
