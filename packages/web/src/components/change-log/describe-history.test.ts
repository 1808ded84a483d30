import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@crm/core/db/history-entry';
import { customerCatalogue } from '@crm/core/customers/schema';
import { optionalAmount, optionalText } from '@crm/core/validation/optional';
import { describeRecordHistory, historyLines, type HistoryContext } from './describe-history';

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
    const [item] = describeRecordHistory(
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
    const items = describeRecordHistory(
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
    const [item] = describeRecordHistory(
      [
        entry({
          subjectType: 'financial',
          action: 'financial',
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
    expect(item?.what).toBe('Gewijzigd');
    expect(item?.lines).toEqual([
      { kind: 'change', label: 'IBAN', from: '(leeg)', to: 'NL91 ABNA 0417 1643 00' },
      { kind: 'change', label: 'Datum machtiging', from: '(leeg)', to: '22-11-2026' },
      { kind: 'change', label: 'Kredietlimiet', from: '€\u00a01.000,00', to: '€\u00a01.234,50' },
      { kind: 'change', label: 'BTW-plichtig', from: 'Ja', to: 'Nee' },
    ]);
  });

  it('marks what happened while a customer was still a lead', () => {
    const [moved, converted] = describeRecordHistory(
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

    const [onCustomer] = describeRecordHistory(
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
    const [item] = describeRecordHistory(
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

describe('file entries in the change log', () => {
  const file = (overrides: Partial<HistoryEntry>) =>
    entry({ subjectType: 'file', subjectId: 'f1', label: 'offerte.pdf', ...overrides });

  it('names the file with what happened to it', () => {
    const items = describeRecordHistory(
      [
        file({
          sk: 'h5',
          action: 'delete',
          changes: [{ field: 'name', from: 'offerte-2026.pdf', to: null }],
        }),
        file({ sk: 'h4', action: 'move', changes: [{ field: 'position', from: 'a0', to: 'a1V' }] }),
        file({
          sk: 'h3',
          label: 'offerte-2026.pdf',
          changes: [{ field: 'name', from: 'offerte.pdf', to: 'offerte-2026.pdf' }],
        }),
        file({ sk: 'h2', changes: [{ field: 'category', from: 'overig', to: 'polis' }] }),
        file({
          sk: 'h1',
          action: 'create',
          changes: [
            { field: 'name', from: null, to: 'offerte.pdf' },
            { field: 'size', from: null, to: 1.2 * 1024 * 1024 },
            { field: 'kind', from: null, to: 'document' },
            { field: 'category', from: null, to: 'overig' },
            { field: 'validUntil', from: null, to: '2026-12-31' },
          ],
        }),
      ],
      context,
    );
    expect(items.map((item) => [item.what, item.subject])).toEqual([
      ['Bestand verwijderd: offerte.pdf', null],
      ['Bestand verplaatst: offerte.pdf', null],
      ['Bestand hernoemd: offerte-2026.pdf', null],
      ['Bestand gewijzigd: offerte.pdf', null],
      ['Bestand toegevoegd: offerte.pdf', null],
    ]);
    // A position is a sort key, nothing a reader can use.
    expect(items[1]?.lines).toEqual([]);
    expect(items[2]?.lines).toEqual([
      { kind: 'change', label: 'Naam', from: 'offerte.pdf', to: 'offerte-2026.pdf' },
    ]);
    expect(items[4]?.lines).toEqual([
      { kind: 'change', label: 'Naam', from: '(leeg)', to: 'offerte.pdf' },
      { kind: 'change', label: 'Categorie', from: '(leeg)', to: 'Overig' },
      { kind: 'change', label: 'Geldig tot', from: '(leeg)', to: '31-12-2026' },
      { kind: 'change', label: 'Soort', from: '(leeg)', to: 'Document' },
      { kind: 'change', label: 'Grootte', from: '(leeg)', to: '1,2 MB' },
    ]);
  });

  it('names the file from its changes when the entry carries no label', () => {
    const [created, changed] = describeRecordHistory(
      [
        file({
          action: 'create',
          label: undefined,
          changes: [{ field: 'name', from: null, to: 'gevel.png' }],
        }),
        file({ label: undefined, changes: [{ field: 'validUntil', from: null, to: '2026-12-31' }] }),
      ],
      context,
    );
    expect(created?.what).toBe('Bestand toegevoegd: gevel.png');
    expect(changed?.what).toBe('Bestand gewijzigd');
  });
});

describe('a contract’s change log: its conditions and files in Dutch, never by their keys', () => {
  const onContract: HistoryContext = { kind: 'contract', staffNames: new Map() };

  it('names the condition or review each entry is about, with Dutch actions and values', () => {
    const items = describeRecordHistory(
      [
        entry({
          sk: 'h3',
          action: 'review-decision',
          subjectType: 'contract_condition',
          subjectId: 'c1',
          label: 'Betaaltermijn',
          changes: [{ field: 'status', from: 'ter_beoordeling', to: 'geaccepteerd' }],
        }),
        entry({
          sk: 'h2',
          action: 'send-review',
          subjectType: 'contract_condition_review',
          subjectId: 'r1',
          label: 'Ter beoordeling aan Jan de Vries',
          changes: [{ field: 'review', from: null, to: 'Betaaltermijn → jan@example.nl' }],
        }),
        entry({
          sk: 'h1',
          action: 'copy-conditions',
          subjectType: 'contract_condition',
          subjectId: 'k1',
          label: 'Standaardvoorwaarden van het contracttype',
          changes: [{ field: 'conditions', from: null, to: 'Betaaltermijn, Aansprakelijkheid' }],
        }),
      ],
      onContract,
    );
    expect(items.map((item) => [item.what, item.subject, item.lines])).toEqual([
      [
        'Beoordeeld door de wederpartij',
        'Voorwaarde: Betaaltermijn',
        [{ kind: 'change', label: 'Status', from: 'Ter beoordeling', to: 'Geaccepteerd' }],
      ],
      [
        'Voorwaarden ter beoordeling verstuurd',
        'Beoordeling: Ter beoordeling aan Jan de Vries',
        [{ kind: 'change', label: 'Ter beoordeling', from: '(leeg)', to: 'Betaaltermijn → jan@example.nl' }],
      ],
      [
        'Standaardvoorwaarden overgenomen',
        'Voorwaarde: Standaardvoorwaarden van het contracttype',
        [
          {
            kind: 'change',
            label: 'Standaardvoorwaarden',
            from: '(leeg)',
            to: 'Betaaltermijn, Aansprakelijkheid',
          },
        ],
      ],
    ]);
  });

  it('names a financial record by its noun, not by the company name its entries carry for the dashboard', () => {
    const [item] = describeRecordHistory(
      [entry({ subjectType: 'financial', action: 'financial', label: 'Acme BV' })],
      context,
    );
    expect(item?.subject).toBe('Financiële gegevens');
  });

  it('reads the daily job’s moves through time', () => {
    const [item] = describeRecordHistory([entry({ action: 'renewal', subjectType: 'contract' })], onContract);
    expect(item?.what).toBe('Verlengd');
  });

  it('shows a new file’s name, category and size, not where or how it is stored', () => {
    const [item] = describeRecordHistory(
      [
        entry({
          action: 'create',
          subjectType: 'file',
          label: 'offerte.pdf',
          changes: [
            { field: 'name', from: null, to: 'offerte.pdf' },
            { field: 'category', from: null, to: 'overig' },
            { field: 'size', from: null, to: 2048 },
            { field: 'objectKey', from: null, to: 'files/01F' },
            { field: 'sha256', from: null, to: 'ab12' },
            { field: 'ownerId', from: null, to: '01C' },
            { field: 'uploadedBy', from: null, to: { type: 'user', id: 'u1', name: 'Bea' } },
          ],
        }),
      ],
      onContract,
    );
    expect(item?.what).toBe('Bestand toegevoegd: offerte.pdf');
    expect(item?.lines.map((line) => (line.kind === 'change' ? line.label : line.text))).toEqual([
      'Naam',
      'Categorie',
      'Grootte',
    ]);
  });

  it('names a contract type’s standard conditions by their titles', () => {
    const [item] = describeRecordHistory(
      [
        entry({
          subjectType: 'contract_type',
          changes: [
            {
              field: 'conditions',
              from: [],
              to: [
                { id: 'a', title: 'Betaaltermijn', text: '30 dagen' },
                { id: 'b', title: 'Aansprakelijkheid', text: 'Beperkt' },
              ],
            },
          ],
        }),
      ],
      onContract,
    );
    expect(item?.lines).toEqual([
      {
        kind: 'change',
        label: 'Standaardvoorwaarden',
        from: '(leeg)',
        to: 'Betaaltermijn, Aansprakelijkheid',
      },
    ]);
  });
});
