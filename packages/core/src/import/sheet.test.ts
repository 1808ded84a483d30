import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { importTargets, mappingErrors, proposeMapping } from './fields.ts';
import { importMessages, MAX_IMPORT_ROWS } from './public.ts';
import { readSheet } from './sheet.ts';
import { exportedSheet } from './testing.ts';

const csv = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors.file?.[0];
    throw error;
  }
  return undefined;
}

describe('reading an uploaded sheet', () => {
  it('skips rows with nothing in them, as a sheet’s empty lines export them', async () => {
    const sheet = await readSheet(csv('Bedrijfsnaam;Plaats\r\n;\r\nBakker;Ede\r\n ; \r\n;;\r\n'), 'csv');
    expect(sheet).toEqual({ headers: ['Bedrijfsnaam', 'Plaats'], rows: [['Bakker', 'Ede']] });
    expect(await readSheet(csv(';;\r\nBedrijfsnaam;Plaats\r\nBakker;Ede\r\n'), 'csv')).toEqual(sheet);
  });

  it('reads the issue’s Windows-1252 semicolon CSV', async () => {
    const sheet = await readSheet(
      csv('Bedrijfsnaam;KvK-nummer;IBAN;Opvolgdatum\r\nCafé Noë;12345678;NL91ABNA0417164300;05-03-2027\r\n'),
      'csv',
    );
    expect(sheet).toEqual({
      headers: ['Bedrijfsnaam', 'KvK-nummer', 'IBAN', 'Opvolgdatum'],
      rows: [['Café Noë', '12345678', 'NL91ABNA0417164300', '05-03-2027']],
    });
  });

  it('refuses what is not a sheet, an empty one and one of more than 50,000 rows', async () => {
    expect(await refusal(readSheet(new Uint8Array([0x4d, 0x5a, 0, 0]), 'csv'))).toBe(
      importMessages.notASheet,
    );
    expect(await refusal(readSheet(csv('%PDF-1.4'), 'xlsx'))).toBe(importMessages.notASheet);
    expect(await refusal(readSheet(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]), 'xlsx'))).toBe(
      importMessages.unreadable,
    );
    expect(await refusal(readSheet(csv(''), 'csv'))).toBe(importMessages.empty);
    expect(await refusal(readSheet(csv('Bedrijfsnaam;Plaats\r\n\r\n'), 'csv'))).toBe(importMessages.empty);
    const rows = (count: number) => csv(`Bedrijfsnaam\r\n${'Bakker\r\n'.repeat(count)}`);
    expect(await refusal(readSheet(rows(MAX_IMPORT_ROWS + 1), 'csv'))).toBe(importMessages.tooManyRows);
    expect((await readSheet(rows(MAX_IMPORT_ROWS), 'csv')).rows).toHaveLength(MAX_IMPORT_ROWS);
  });

  it('reads an .xlsx export’s first sheet, dates as dd-mm-jjjj and numbers as numbers', async () => {
    const bytes = await exportedSheet(
      'lead',
      [
        {
          record: {
            companyName: 'Bakkerij Één',
            source: 'beurs',
            status: 'nieuw',
            country: 'NL',
            followUpDate: '2027-03-05',
            expectedValue: 1234.5,
          },
        },
      ],
      'xlsx',
    );
    const sheet = await readSheet(bytes, 'xlsx');
    const row = Object.fromEntries(sheet.headers.map((header, i) => [header, sheet.rows[0]?.[i]]));
    expect(row).toMatchObject({
      Bedrijfsnaam: 'Bakkerij Één',
      Bron: 'Beurs',
      Land: 'Nederland',
      Opvolgdatum: '05-03-2027',
      'Verwachte waarde': '1234.5',
    });
  });
});

describe('mapping columns to fields', () => {
  const targets = importTargets('customer', true);

  it('matches headers to the Dutch labels and names, ignoring case, accents and punctuation', () => {
    expect(
      proposeMapping(['bedrijfsnaam', 'KVK nummer', 'iban', 'Opvolgdatum', 'e-mail adres'], targets),
    ).toEqual(['companyName', 'kvkNumber', 'iban', null, 'email']);
  });

  it('prefers a remembered choice and gives a field to one column only', () => {
    expect(
      proposeMapping(['Naam', 'Bedrijfsnaam', 'Notities'], targets, { naam: 'companyName', notities: null }),
    ).toEqual(['companyName', null, null]);
  });

  it('leaves the financial fields out without the permission, and of leads', () => {
    expect(importTargets('customer', false).some((target) => target.name === 'iban')).toBe(false);
    expect(importTargets('lead', true).some((target) => target.name === 'iban')).toBe(false);
  });

  it('refuses a column mapped twice, an unknown field, a missing required field and a stale mapping', () => {
    const headers = ['A', 'B', 'C'];
    expect(mappingErrors('customer', headers, ['companyName', 'email', 'email'], targets)).toEqual({
      'mapping.1': [importMessages.mappedTwice('E-mailadres')],
      'mapping.2': [importMessages.mappedTwice('E-mailadres')],
    });
    expect(mappingErrors('customer', headers, ['companyName', 'nope', null], targets)).toEqual({
      'mapping.1': [importMessages.unknownField],
    });
    expect(mappingErrors('customer', headers, [null, null, null], targets)).toEqual({
      mapping: [importMessages.required('Bedrijfsnaam')],
    });
    expect(mappingErrors('customer', headers, ['companyName'], targets)).toEqual({
      mapping: [importMessages.staleMapping],
    });
  });
});
