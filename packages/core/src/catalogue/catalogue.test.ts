import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { customerCatalogue } from '../customers/schema.ts';
import { catalogueColumns } from '../export/catalogue-columns.ts';
import { leadCatalogue } from '../leads/schema.ts';
import { organisationCatalogue } from './organisation.ts';
import { optionalAmount, optionalText } from '../validation/optional.ts';
import { carriedFields, editableFields, inputShape, labelsOf, sameValue, storedShape } from './field.ts';

/** A field as a developer would add it to the shared organisation fields. */
const sector = { label: 'Branche', type: 'text', input: optionalText(80) } as const;
const budget = { label: 'Budget', type: 'amount', input: optionalAmount() } as const;
const withSector = <C extends object>(catalogue: C) => ({ ...catalogue, sector, budget });

const rowOf = (record: Record<string, unknown>) => ({ record });
const columnsOf = (catalogue: Parameters<typeof catalogueColumns>[0]) =>
  catalogueColumns<{ record: Record<string, unknown> }>(catalogue, {
    item: (row) => row.record,
    userName: (_row, id) => (id === 'u1' ? 'Mo Medewerker' : 'Onbekende gebruiker'),
  });

describe('field catalogue', () => {
  it('a field added to a catalogue is edited, exported and carried over on conversion with no other edit', () => {
    const lead = withSector(leadCatalogue);
    const customer = withSector(customerCatalogue);

    expect(editableFields(customer)).toContain('sector');
    expect(carriedFields(lead, customer)).toEqual(expect.arrayContaining(['sector', 'budget']));

    const columns = columnsOf(customer);
    const header = columns.map((column) => column.header);
    expect(header).toEqual(expect.arrayContaining(['Branche', 'Budget']));
    const row = rowOf({ sector: 'Bouw', budget: 1250.5 });
    const budgetColumn = columns.find((column) => column.header === 'Budget');
    expect(columns.find((column) => column.header === 'Branche')?.value(row)).toBe('Bouw');
    expect(budgetColumn?.type).toBe('amount');
    expect(budgetColumn?.value(row)).toBe(1250.5);

    // The input and stored schemas built from the catalogue know it too.
    const input = z.object(inputShape(customer)).parse({ companyName: 'Bouw BV', sector: ' Bouw ' });
    expect(input).toMatchObject({ sector: 'Bouw', status: 'actief', country: 'NL' });
    const stored = z.object(storedShape(customer)).parse({
      number: 'K000001',
      companyName: 'Bouw BV',
      country: 'NL',
      status: 'actief',
      sector: 'Bouw',
      budget: null,
    });
    expect(stored.sector).toBe('Bouw');
    expect(labelsOf(customer).sector).toBe('Branche');
  });

  it('carries every shared organisation field and the owner from a lead to its customer, not the status', () => {
    const carried = carriedFields(leadCatalogue, customerCatalogue);
    expect(carried).toEqual([...editableFields(organisationCatalogue), 'ownerId']);
    expect(carried).not.toContain('status');
    expect(carried).not.toContain('source');
  });

  it('writes each type as a reader expects it in an export', () => {
    const columns = columnsOf(leadCatalogue);
    const value = (header: string, record: Record<string, unknown>) =>
      columns.find((column) => column.header === header)?.value(rowOf(record));
    expect(value('Status', { status: 'offerte_verstuurd' })).toBe('Offerte verstuurd');
    expect(value('Eigenaar', { ownerId: 'u1' })).toBe('Mo Medewerker');
    expect(value('Land', { country: 'BE' })).toBe('België');
    expect(value('Opvolgdatum', { followUpDate: '2026-12-01' })).toBe('2026-12-01');
    expect(value('Notities', {})).toBeNull();
    // A link kept by the system is not a column.
    expect(columns.map((column) => column.header)).not.toContain('Klant');
  });

  it('stores only what its type allows', () => {
    const schema = z.object(storedShape(leadCatalogue));
    const valid = { companyName: 'A', country: 'NL', source: 'beurs', status: 'nieuw' };
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, status: 'onbekend' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, expectedValue: '12' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, companyName: undefined }).success).toBe(false);
  });

  it('compares values after normalising them, so spacing is no change', () => {
    expect(sameValue(organisationCatalogue.postcode, '1234ab', '1234 AB')).toBe(true);
    expect(sameValue(organisationCatalogue.postcode, '1234 AB', '1235 AB')).toBe(false);
    expect(sameValue(organisationCatalogue.vatNumber, 'nl 123456789 b01', 'NL123456789B01')).toBe(true);
    expect(sameValue(organisationCatalogue.city, 'Utrecht', 'utrecht')).toBe(false);
  });
});
