import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadSources, leadStatuses } from '../leads/schema.ts';
import { customerStatuses } from '../customers/schema.ts';
import { importCatalogues, importTargets, proposeMapping } from './fields.ts';
import { checkRow } from './rows.ts';
import { readSheet } from './sheet.ts';
import { exportedSheet, type ExportedRecord } from './testing.ts';
import type { ImportFormat, ImportKind } from './public.ts';
import * as z from 'zod';
import { inputShape } from '../catalogue/field.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { optionalAmount } from '../validation/optional.ts';

/**
 * The property of issue 29: any record the catalogue can hold, exported and imported, comes back
 * equal, through both of the export's formats.
 */
const users = new Map([
  ['u1', 'Anna de Vries'],
  ['u2', 'Jan Smit'],
]);
const usersByName = new Map([...users].map(([id, name]) => [name.toLowerCase(), id]));

// Any text a person can type: letters with accents, digits, punctuation, separators, quotes,
// line breaks, text that looks like a number, a date or a formula. Not: a leading apostrophe
// before a formula (the CSV export itself writes that for a formula, so it is read as one).
const text = (max: number) =>
  fc
    .string({
      unit: fc.constantFrom(...'aZé ë;,"\'\n=+-@0123456789./()€'.split('')),
      minLength: 1,
      maxLength: max,
    })
    .map((value) => value.trim())
    .filter((value) => value !== '' && !value.startsWith("'"));
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const date = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((value) => value.toISOString().slice(0, 10));
// Amounts the catalogue holds: its rule refuses some large ones whose cents a float cannot hold.
const amount = fc
  .integer({ min: 0, max: 100_000_000_000 })
  .map((cents) => cents / 100)
  .filter((value) => optionalAmount().safeParse(value).success);

const organisation = {
  companyName: text(40),
  kvkNumber: optional(fc.stringMatching(/^\d{8}$/)),
  vatNumber: optional(fc.constantFrom('NL123456789B01', 'BE0123456789', 'DE123456789')),
  street: optional(text(30)),
  houseNumber: optional(fc.constantFrom('1', '12', '1-3', '0012')),
  houseNumberAddition: optional(fc.constantFrom('A', 'bis', '2hg')),
  postcode: optional(fc.constantFrom('1234 AB', '9999 ZZ')),
  city: optional(text(20)),
  country: fc.constant('NL'),
  phone: optional(fc.constantFrom('0612345678', '+31 20 123 4567', '020-1234567')),
  email: optional(fc.constantFrom('info@voorbeeld.nl', 'Jan.Smit@Bakkerij-Een.nl')),
  website: optional(text(20)),
  notes: optional(text(60)),
};

const records: Record<ImportKind, fc.Arbitrary<Record<string, unknown>>> = {
  lead: fc.record({
    ...organisation,
    source: fc.constantFrom(...leadSources),
    status: fc.constantFrom(...leadStatuses.filter((status) => status !== 'verloren')),
    ownerId: optional(fc.constantFrom('u1', 'u2')),
    expectedValue: optional(amount),
    followUpDate: optional(date),
  }),
  customer: fc.record({
    ...organisation,
    country: fc.constantFrom('NL', 'BE', 'DE'),
    postcode: fc.constant(undefined),
    status: fc.constantFrom(...customerStatuses),
    ownerId: optional(fc.constantFrom('u1', 'u2')),
  }),
  supplier: fc.record({
    ...organisation,
    category: optional(text(20)),
    status: fc.constantFrom('concept', 'actief'),
  }),
};

const financial = fc.record({
  iban: optional(fc.constantFrom('NL91ABNA0417164300', 'BE68539007547034')),
  bic: optional(fc.constantFrom('ABNANL2A')),
  accountHolder: optional(text(30)),
  invoiceEmail: optional(fc.constantFrom('factuur@voorbeeld.nl')),
  invoiceAddress: optional(text(40)),
  paymentTermDays: fc.integer({ min: 0, max: 365 }),
  directDebit: fc.boolean(),
  directDebitReference: optional(text(20)),
  directDebitDate: optional(date),
  creditLimit: optional(amount),
  vatLiable: fc.boolean(),
});

/** A record as stored: what its input schema makes of it (absent fields left out). */
const stored = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== null));

async function roundTrip(kind: ImportKind, rows: ExportedRecord[], format: ImportFormat) {
  const sheet = await readSheet(await exportedSheet(kind, rows, format, users), format);
  const targets = importTargets(kind, true);
  const byName = new Map(targets.map((target) => [target.name, target]));
  const mapping = proposeMapping(sheet.headers, targets);
  const columns = mapping.map((name) => (name ? byName.get(name) : undefined));
  return sheet.rows.map((cells) => checkRow(kind, columns, cells, usersByName, format));
}

const financialSchema = z.object(inputShape(financialCatalogue));

describe.each(['csv', 'xlsx'] as const)('an export read back by the import (%s)', (format) => {
  it.each(['lead', 'customer', 'supplier'] as const)('gives back every %s as it was stored', async (kind) => {
    const withFinancial = kind !== 'lead';
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ record: records[kind], financial: optional(financial) }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (generated) => {
          const rows = generated.map((row) => ({
            record: stored(importCatalogues[kind].schema.parse(row.record) as Record<string, unknown>),
            ...(withFinancial && row.financial
              ? { financial: stored(financialSchema.parse(row.financial) as Record<string, unknown>) }
              : {}),
          }));
          const checked = await roundTrip(kind, rows, format);
          expect(checked.map((row) => row.errors)).toEqual(rows.map(() => []));
          expect(checked.map((row) => stored(row.data ?? {}))).toEqual(rows.map((row) => row.record));
          if (withFinancial) {
            expect(checked.map((row) => (row.financial ? stored(row.financial) : undefined))).toEqual(
              rows.map((row) => row.financial),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
