import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerInputSchema } from '../customers/schema.ts';
import { financialInputSchema } from '../relations/financial.ts';
import { exactKinds, type ExactKind } from '../relations/exact-state.ts';
import { supplierInputSchema } from '../suppliers/schema.ts';
import {
  compareWithSynced,
  composeAddressLine,
  fromAccount,
  fromBankAccount,
  parseAddressLine,
  syncedValuesOf,
  toAccount,
  toBankAccount,
  trimCode,
} from './mapping.ts';

const record = {
  companyName: 'Bakkerij Jansen BV',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  street: 'Stationsstraat',
  houseNumber: '12',
  houseNumberAddition: 'A',
  postcode: '3511 AB',
  city: 'Utrecht',
  country: 'NL',
  phone: '030 123 45 67',
  email: 'info@jansen.nl',
  website: 'https://jansen.nl',
  notes: 'Niet naar Exact',
  status: 'actief',
};
const financial = {
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
  accountHolder: 'Bakkerij Jansen',
  paymentTermDays: 30,
};

describe('record to Exact account', () => {
  it('maps the carried fields, composes the address line and marks a customer with Status C', () => {
    const account = toAccount('customer', syncedValuesOf('customer', record, financial), 'create');
    expect(account).toEqual({
      Name: 'Bakkerij Jansen BV',
      ChamberOfCommerce: '12345678',
      VATNumber: 'NL123456789B01',
      AddressLine1: 'Stationsstraat 12 A',
      Postcode: '3511 AB',
      City: 'Utrecht',
      Country: 'NL',
      Phone: '030 123 45 67',
      Email: 'info@jansen.nl',
      Website: 'https://jansen.nl',
      Status: 'C',
    });
  });

  it('marks a supplier with IsSupplier only (one account may be both) and clears emptied fields on update', () => {
    const account = toAccount(
      'supplier',
      syncedValuesOf('supplier', { companyName: 'Leverancier', country: 'BE' }, undefined),
      'update',
    );
    expect(account).toMatchObject({
      Name: 'Leverancier',
      Country: 'BE',
      IsSupplier: true,
      Email: '',
      AddressLine1: '',
    });
    expect(account).not.toHaveProperty('Status');
    expect(account).not.toHaveProperty('Code');
  });

  it('makes the main bank account a crm/BankAccounts item with the IBAN in BankAccount', () => {
    const values = syncedValuesOf('customer', record, financial);
    expect(toBankAccount('acc-1', values)).toEqual({
      Account: 'acc-1',
      BankAccount: 'NL91ABNA0417164300',
      BICCode: 'ABNANL2A',
      BankAccountHolderName: 'Bakkerij Jansen',
      Main: true,
    });
    expect(toBankAccount('acc-1', syncedValuesOf('customer', record, undefined))).toBeUndefined();
  });
});

describe('Exact account to our fields', () => {
  it('trims Exact’s padding and brings identifiers to our stored form', () => {
    const values = fromAccount('customer', {
      Code: '              1024',
      Name: ' Bakkerij Jansen BV ',
      ChamberOfCommerce: '1234 5678',
      VATNumber: 'nl1234.56.789.b01',
      AddressLine1: 'Stationsstraat 12 A',
      Country: 'NL ',
      City: 'Utrecht',
      Email: '',
      Status: 'C',
    });
    const { companyName, kvkNumber, vatNumber, street, houseNumber, houseNumberAddition, country } = record;
    expect(values).toMatchObject({
      ...{ companyName, kvkNumber, vatNumber, street, houseNumber, houseNumberAddition, country },
      email: null,
    });
    expect(trimCode('              1024')).toBe('1024');
    expect(fromBankAccount({ Account: 'a', BankAccount: 'nl91 abna 0417 1643 00', Main: true })).toEqual({
      iban: 'NL91ABNA0417164300',
      bic: null,
      accountHolder: null,
    });
  });

  it('keeps our name and country when Exact leaves them empty (both are required here)', () => {
    const values = fromAccount('customer', { Name: '', Country: '   ' });
    expect(values).not.toHaveProperty('companyName');
    expect(values).not.toHaveProperty('country');
  });

  it('reads an address line without a house number as all street', () => {
    expect(parseAddressLine('Postbus')).toEqual({
      street: 'Postbus',
      houseNumber: null,
      houseNumberAddition: null,
    });
    expect(parseAddressLine(null)).toEqual({ street: null, houseNumber: null, houseNumberAddition: null });
  });
});

describe('comparing with the values of the last sync', () => {
  const synced = { city: 'Utrecht', email: 'info@jansen.nl', phone: '030 1' };
  it('takes what changed only in Exact, and makes what changed on both sides a conflict', () => {
    const ours = { city: 'Utrecht', email: 'INFO@jansen.nl', phone: '030 2' };
    const theirs = { city: 'Zeist', email: 'info@jansen.nl', phone: '030 3' };
    expect(compareWithSynced('customer', ours, theirs, synced)).toEqual({
      fromExact: { city: 'Zeist' },
      conflicts: [{ field: 'phone', ours: '030 2', exact: '030 3' }],
    });
  });
  it('sees no conflict when both sides made the same change', () => {
    expect(compareWithSynced('customer', { city: 'Zeist' }, { city: 'Zeist' }, synced)).toEqual({
      fromExact: {},
      conflicts: [],
    });
  });
});

/** Text the catalogue's optional text fields can hold: trimmed, not empty. */
const textValue = (max: number) =>
  fc.option(
    fc
      .string({ minLength: 1, maxLength: max })
      .map((value) => value.trim())
      .filter((value) => value !== ''),
    { nil: undefined },
  );
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** A valid IBAN: an NL or BE account with its mod-97 check digits computed. */
const ibanValue = fc
  .oneof(
    fc.tuple(fc.constant('NL'), fc.constantFrom('ABNA', 'INGB', 'RABO'), digits(10)),
    fc.tuple(fc.constant('BE'), fc.constant(''), digits(12)),
  )
  .map(([country, bank, account]) => {
    const bban = `${bank}${account}`;
    const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
    let remainder = 0;
    for (const char of numeric) remainder = (remainder * 10 + Number(char)) % 97;
    return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
  });

const organisation = fc.record({
  companyName: fc.string({ minLength: 1, maxLength: 200 }).filter((value) => value.trim() !== ''),
  kvkNumber: fc.option(digits(8), { nil: undefined }),
  vatNumber: fc.option(
    digits(9).map((value) => `NL${value}B01`),
    { nil: undefined },
  ),
  street: textValue(120),
  houseNumber: textValue(10),
  houseNumberAddition: textValue(10),
  postcode: textValue(12),
  city: textValue(80),
  country: fc.constantFrom('NL', 'BE', 'DE', 'FR'),
  phone: fc.option(digits(10), { nil: undefined }),
  email: fc.option(fc.emailAddress(), { nil: undefined }),
  website: textValue(200),
});
const bank = fc.record({
  iban: fc.option(ibanValue, { nil: undefined }),
  bic: fc.option(fc.constantFrom('ABNANL2A', 'INGBNL2A', 'RABONL2U'), { nil: undefined }),
  accountHolder: textValue(120),
});

const inputSchemas: Record<ExactKind, typeof customerInputSchema | typeof supplierInputSchema> = {
  customer: customerInputSchema,
  supplier: supplierInputSchema,
};

describe('property: any record the catalogue can hold, to Exact and back', () => {
  it('gives the same carried values', () => {
    fc.assert(
      fc.property(fc.constantFrom(...exactKinds), organisation, bank, (kind, fields, bankFields) => {
        const parsed = inputSchemas[kind].safeParse({ ...fields, status: 'actief' });
        const parsedBank = financialInputSchema.safeParse({ ...bankFields, version: 0 });
        fc.pre(parsed.success && parsedBank.success);
        if (!parsed.success || !parsedBank.success) return;
        const ours = syncedValuesOf(kind, parsed.data, parsedBank.data);
        const account = toAccount(kind, ours, 'update');
        // Exact pads Country and Code; what comes back is read as the pull reads it.
        const back = {
          ...fromAccount(kind, { ...account, Country: `${account.Country ?? ''} ` }, ours),
          ...fromBankAccount(toBankAccount('acc', ours)),
        };
        const expectedBank = ours.iban ? ours : { iban: null, bic: null, accountHolder: null };
        expect(back).toEqual({ ...ours, ...expectedBank });
      }),
      { numRuns: 300 },
    );
  });

  it('splits a composed address line into the same street, number and addition', () => {
    const street = fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,30}[A-Za-z]$/);
    const number = fc.integer({ min: 1, max: 9999 }).map(String);
    const addition = fc.option(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,4}$/), { nil: null });
    fc.assert(
      fc.property(street, number, addition, (s, n, a) => {
        const parts = { street: s.replace(/\s+/g, ' '), houseNumber: n, houseNumberAddition: a };
        expect(parseAddressLine(composeAddressLine(parts))).toEqual(parts);
      }),
    );
  });
});
