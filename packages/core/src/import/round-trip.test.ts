import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCatalogues, importTargets, proposeMapping } from './fields.ts';
import { checkRow } from './rows.ts';
import { readSheet } from './sheet.ts';
import { exportedSheet, financialArbitrary, recordArbitraries, type ExportedRecord } from './testing.ts';
import type { ImportFormat, RelationImportKind as ImportKind } from './public.ts';
import * as z from 'zod';
import { inputShape } from '../catalogue/field.ts';
import { financialCatalogue } from '../relations/financial.ts';

/**
 * The property of issue 29: any record the catalogue can hold, exported and imported, comes back
 * equal, through both of the export's formats.
 */
const users = new Map([
  ['u1', 'Anna de Vries'],
  ['u2', 'Jan Smit'],
]);
const usersByName = new Map([...users].map(([id, name]) => [name.toLowerCase(), id]));

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
        fc.array(
          fc.record({
            record: recordArbitraries[kind],
            financial: fc.option(financialArbitrary, { nil: undefined }),
          }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
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
