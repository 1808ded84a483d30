import { describe, expect, it } from 'vitest';
import type { TableColumn } from './table.ts';
import { xlsxWorksheet } from './testing.ts';
import { AMOUNT_FORMAT, columnLetter, createXlsxWriter, escapeXml, sheetName } from './xlsx.ts';

const columns: TableColumn[] = [
  { header: 'Bedrijfsnaam', type: 'text' },
  { header: 'Verwachte waarde', type: 'amount' },
  { header: 'Betaaltermijn (dagen)', type: 'number' },
  { header: 'Aangemaakt', type: 'date' },
];

async function workbookOf(pages: (string | number | null)[][][]) {
  const chunks: Uint8Array[] = [];
  const writer = createXlsxWriter(
    columns,
    { write: async (chunk) => void chunks.push(chunk) },
    { sheetName: 'Leads' },
  );
  for (const page of pages) await writer.writeRows(page);
  await writer.finish();
  return { sheet: await xlsxWorksheet(Buffer.concat(chunks)), chunks: chunks.length };
}

describe('XLSX export', () => {
  it('reads back as a sheet with a bold, frozen header row and typed cells', async () => {
    const { sheet } = await workbookOf([
      [
        ['Bakker & <Zonen> "Één"\nregel 2', 1234.5, 30, '2026-11-22'],
        ['Garage 🙂\u0001', null, null, null],
      ],
    ]);
    expect(sheet.name).toBe('Leads');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    const header = sheet.getRow(1);
    expect(header.values).toEqual([
      undefined,
      'Bedrijfsnaam',
      'Verwachte waarde',
      'Betaaltermijn (dagen)',
      'Aangemaakt',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Bakker & <Zonen> "Één"\nregel 2');
    expect(first.getCell(2).value).toBe(1234.5);
    expect(first.getCell(2).numFmt).toBe(AMOUNT_FORMAT);
    expect(AMOUNT_FORMAT).toMatch(/^\[\$€-413\] #,##0\.00;/);
    expect(first.getCell(3).value).toBe(30);
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2026, 10, 22)));
    expect(first.getCell(4).numFmt).toBe('dd-mm-yyyy');
    // Characters XML cannot hold are dropped; the rest stays.
    expect(sheet.getRow(3).getCell(1).value).toBe('Garage 🙂');
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
    // The header row filters the whole list.
    expect(sheet.autoFilter).toBe('A1:D3');
  });

  it('streams many pages in order, and sizes columns from the header and first rows', async () => {
    const pages = Array.from({ length: 30 }, (_, page) =>
      Array.from({ length: 100 }, (_, i) => [`Bedrijf ${page * 100 + i}`, page * 100 + i, i, '2026-01-31']),
    );
    const { sheet, chunks } = await workbookOf(pages);
    expect(chunks).toBeGreaterThan(1);
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.getRow(3001).getCell(1).value).toBe('Bedrijf 2999');
    expect(sheet.getRow(1500).getCell(2).value).toBe(1498);
    const widths = [1, 2, 3, 4].map((i) => sheet.getColumn(i).width ?? 0);
    expect(widths[0]).toBeGreaterThanOrEqual('Bedrijfsnaam'.length);
    expect(widths[2]).toBeGreaterThanOrEqual('Betaaltermijn (dagen)'.length);
    for (const width of widths) expect(width).toBeLessThanOrEqual(60);
  });

  it('writes an empty list as just the header', async () => {
    const { sheet } = await workbookOf([]);
    expect(sheet.rowCount).toBe(1);
    expect(sheet.autoFilter).toBe('A1:D1');
  });

  it('names columns and sheets the way Excel does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(sheetName('Klanten: 2026/11 [export]')).toBe('Klanten  2026 11  export ');
    expect(escapeXml('a & b < c > "d"\u0007')).toBe('a &amp; b &lt; c &gt; &quot;d&quot;');
  });
});
