import { PutCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { dynamo, tableName } from '../db/client.ts';
import { catalogueColumns } from '../export/catalogue-columns.ts';
import { createCsvWriter } from '../export/csv.ts';
import type { ExportColumn } from '../export/list.ts';
import type { Cell, TableColumn } from '../export/table.ts';
import { createXlsxWriter } from '../export/xlsx.ts';
import { customerStatuses } from '../customers/schema.ts';
import { leadSources, leadStatuses } from '../leads/schema.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { optionalAmount } from '../validation/optional.ts';
import { importCatalogues } from './fields.ts';
import type { ImportFormat, RelationImportKind as ImportKind } from './public.ts';
import { STALE_AFTER_MS, type ImportItem } from './record.ts';

/**
 * Test support: a sheet made by the export's own columns and writers, as a person downloads it,
 * from records as they are stored (and their financial records).
 */
export interface ExportedRecord {
  record: Record<string, unknown>;
  financial?: Record<string, unknown>;
}

export async function exportedSheet(
  kind: ImportKind,
  records: readonly ExportedRecord[],
  format: ImportFormat,
  userNames: ReadonlyMap<string, string> = new Map(),
): Promise<Uint8Array> {
  const userName = (_row: ExportedRecord, id: string) => userNames.get(id) ?? 'Onbekende gebruiker';
  const columns: ExportColumn<ExportedRecord>[] = [
    ...catalogueColumns<ExportedRecord>(importCatalogues[kind].catalogue, {
      item: (row) => row.record,
      userName,
    }),
    ...(kind === 'lead'
      ? []
      : catalogueColumns<ExportedRecord>(financialCatalogue, { item: (row) => row.financial, userName })),
  ];
  const table: TableColumn[] = columns.map((column) => ({
    header: column.header,
    type: column.type ?? 'text',
  }));
  const chunks: Uint8Array[] = [];
  const sink = { write: async (chunk: Uint8Array) => void chunks.push(chunk) };
  const writer =
    format === 'csv' ? createCsvWriter(table, sink) : createXlsxWriter(table, sink, { sheetName: 'Blad1' });
  await writer.writeRows(records.map((row) => columns.map((column): Cell => column.value(row))));
  await writer.finish();
  return new Uint8Array(Buffer.concat(chunks));
}

/** Marks an import's job as stopped long ago, as a crashed jobs function leaves it. */
export async function markStale(item: ImportItem): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...item, updatedAt: new Date(Date.now() - STALE_AFTER_MS - 60_000).toISOString() },
    }),
  );
}

/**
 * Records the catalogues can hold, as fast-check arbitraries (`lead`, `customer`, `supplier`, and
 * a financial record): what the round trips through export and import are tried with. Owners are
 * `u1` and `u2`.
 */
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

export const recordArbitraries: Record<ImportKind, fc.Arbitrary<Record<string, unknown>>> = {
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

export const financialArbitrary = fc.record({
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
