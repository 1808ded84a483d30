import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../api/get-relation-history';
import { customerCatalogue } from '@crm/core/customers/schema';
import { optionalAmount, optionalText } from '@crm/core/validation/optional';
import { describeRelationHistory, historyLines, type HistoryContext } from './format-history';

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  sk: 'history#01J',
  at: '2026-11-22T13:05:00.000Z',
  actorId: '01A',
  actorName: 'Bea Beheerder',
  action: 'update',
  subjectType: 'customer',
  changes: [],
  ...overrides,
});

const context: HistoryContext = { kind: 'customer', staffNames: new Map([['u1', 'Mo Medewerker']]) };

describe('relation change log in words', () => {
  it('says who changed which field from what to what, with Dutch labels and values', () => {
    const [item] = describeRelationHistory(
      [
        entry({
          changes: [
            { field: 'status', from: 'actief', to: 'inactief' },
            { field: 'ownerId', from: null, to: 'u1' },
            { field: 'country', from: 'NL', to: 'BE' },
            { field: 'gsi2pk', from: 'a', to: 'b' },
            { field: 'nameKey', from: 'a', to: 'b' },
          ],
        }),
      ],
      context,
    );
    expect(item).toEqual({
      key: 'history#01J',
      when: '22-11-2026 14:05',
      who: 'Bea Beheerder',
      what: 'Gewijzigd',
      subject: null,
      lines: [
        // In the order of the form, whatever order the API lists them in.
        { kind: 'change', label: 'Land', from: 'Nederland', to: 'België' },
        { kind: 'change', label: 'Status', from: 'Actief', to: 'Inactief' },
        { kind: 'change', label: 'Accountmanager', from: '(leeg)', to: 'Mo Medewerker' },
      ],
    });
  });

  it('labels entries about contact people by name, also after they were deleted', () => {
    const items = describeRelationHistory(
      [
        entry({ sk: 'h3', action: 'delete', subjectType: 'contact', subjectId: 'c1' }),
        entry({
          sk: 'h2',
          subjectType: 'contact',
          subjectId: 'c1',
          changes: [{ field: 'primary', from: false, to: true }],
        }),
        entry({
          sk: 'h1',
          action: 'create',
          subjectType: 'contact',
          subjectId: 'c1',
          changes: [
            { field: 'firstName', from: null, to: 'Jan' },
            { field: 'infix', from: null, to: 'de' },
            { field: 'lastName', from: null, to: 'Vries' },
            { field: 'parentId', from: null, to: 'x' },
          ],
        }),
      ],
      context,
    );
    expect(items.map((item) => [item.subject, item.what])).toEqual([
      ['Contactpersoon Jan de Vries', 'Verwijderd'],
      ['Contactpersoon Jan de Vries', 'Gewijzigd'],
      ['Contactpersoon Jan de Vries', 'Aangemaakt'],
    ]);
    expect(items[1]?.lines).toEqual([{ kind: 'change', label: 'Primair contact', from: 'Nee', to: 'Ja' }]);
    expect(items[2]?.lines.map((line) => (line.kind === 'change' ? line.label : ''))).toEqual([
      'Voornaam',
      'Tussenvoegsel',
      'Achternaam',
    ]);
  });

  it('labels the financial record and formats its values', () => {
    const [item] = describeRelationHistory(
      [
        entry({
          subjectType: 'financial',
          changes: [
            { field: 'iban', from: null, to: 'NL91ABNA0417164300' },
            { field: 'creditLimit', from: 1000, to: 1234.5 },
            { field: 'directDebitDate', from: null, to: '2026-11-22' },
            { field: 'vatLiable', from: true, to: false },
          ],
        }),
      ],
      context,
    );
    expect(item?.subject).toBe('Financiële gegevens');
    expect(item?.lines).toEqual([
      { kind: 'change', label: 'IBAN', from: '(leeg)', to: 'NL91 ABNA 0417 1643 00' },
      { kind: 'change', label: 'Datum machtiging', from: '(leeg)', to: '22-11-2026' },
      { kind: 'change', label: 'Kredietlimiet', from: '€\u00a01.000,00', to: '€\u00a01.234,50' },
      { kind: 'change', label: 'BTW-plichtig', from: 'Ja', to: 'Nee' },
    ]);
  });

  it('marks what happened while a customer was still a lead', () => {
    const [moved, converted] = describeRelationHistory(
      [
        entry({
          action: 'status',
          subjectType: 'lead',
          changes: [{ field: 'status', from: 'nieuw', to: 'gekwalificeerd' }],
        }),
        entry({
          sk: 'h0',
          action: 'convert',
          subjectType: 'record',
          changes: [{ field: 'customerId', from: null, to: '01C' }],
        }),
      ],
      { ...context, kind: 'lead' },
    );
    expect(moved).toMatchObject({ subject: null, what: 'Status gewijzigd' });
    expect(moved?.lines).toEqual([{ kind: 'change', label: 'Status', from: 'Nieuw', to: 'Gekwalificeerd' }]);
    expect(converted).toMatchObject({ what: 'Omgezet naar klant', subject: null });
    expect(converted?.lines).toEqual([{ kind: 'change', label: 'Klant', from: '(leeg)', to: 'Gekoppeld' }]);

    const [onCustomer] = describeRelationHistory(
      [
        entry({
          action: 'create',
          subjectType: 'lead',
          changes: [{ field: 'source', from: null, to: 'beurs' }],
        }),
      ],
      context,
    );
    expect(onCustomer).toMatchObject({ subject: 'Als lead', what: 'Aangemaakt' });
    expect(onCustomer?.lines).toEqual([{ kind: 'change', label: 'Bron', from: '(leeg)', to: 'Beurs' }]);
  });

  it('keeps what it does not know readable', () => {
    const [item] = describeRelationHistory(
      [entry({ action: 'merge', changes: [{ field: 'extra', from: [1], to: 'x' }] })],
      context,
    );
    expect(item?.what).toBe('merge');
    expect(item?.lines).toEqual([{ kind: 'change', label: 'extra', from: '[1]', to: 'x' }]);
  });

  it('labels and formats a field added to a catalogue with no other edit', () => {
    const catalogue = {
      ...customerCatalogue,
      sector: { label: 'Branche', type: 'text', input: optionalText(80) },
      budget: { label: 'Budget', type: 'amount', input: optionalAmount() },
    } as const;
    expect(
      historyLines(
        catalogue,
        [
          { field: 'budget', from: null, to: 1234.5 },
          { field: 'sector', from: null, to: 'Bouw' },
          { field: 'status', from: 'actief', to: 'inactief' },
        ],
        context,
      ),
    ).toEqual([
      { kind: 'change', label: 'Status', from: 'Actief', to: 'Inactief' },
      { kind: 'change', label: 'Branche', from: '(leeg)', to: 'Bouw' },
      { kind: 'change', label: 'Budget', from: '(leeg)', to: '€\u00a01.234,50' },
    ]);
  });
});
