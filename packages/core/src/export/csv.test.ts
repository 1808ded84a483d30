import { describe, expect, it } from 'vitest';
import { createCsvWriter, csvField, neutraliseFormula } from './csv.ts';
import type { TableColumn } from './table.ts';

const columns: TableColumn[] = [
  { header: 'Bedrijfsnaam', type: 'text' },
  { header: 'Verwachte waarde', type: 'amount' },
  { header: 'Betaaltermijn (dagen)', type: 'number' },
  { header: 'Opvolgdatum', type: 'date' },
];

async function csvOf(pages: (string | number | null)[][][]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const writer = createCsvWriter(columns, { write: async (chunk) => void chunks.push(chunk) });
  for (const page of pages) await writer.writeRows(page);
  await writer.finish();
  return Buffer.concat(chunks);
}

describe('CSV export', () => {
  it('starts with a UTF-8 byte-order mark and a header line, separated by ; with CRLF', async () => {
    const bytes = await csvOf([]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(bytes.slice(3)).toString('utf8')).toBe(
      'Bedrijfsnaam;Verwachte waarde;Betaaltermijn (dagen);Opvolgdatum\r\n',
    );
  });

  it('writes numbers with a decimal comma, dates as dd-mm-jjjj and empty cells as nothing', async () => {
    const text = Buffer.from(
      await csvOf([[['Bakkerij Één', 1234.5, 30, '2026-11-22']], [['Garage', null, null, null]]]),
    ).toString('utf8');
    expect(text.split('\r\n').slice(1)).toEqual(['Bakkerij Één;1234,50;30;22-11-2026', 'Garage;;;', '']);
  });

  it('quotes fields with the separator, quotes or line breaks (RFC 4180)', () => {
    expect(csvField('Jansen; de Vries', 'text')).toBe('"Jansen; de Vries"');
    expect(csvField('De "Zon"', 'text')).toBe('"De ""Zon"""');
    expect(csvField('regel 1\r\nregel 2', 'text')).toBe('"regel 1\r\nregel 2"');
    expect(csvField('regel 1\nregel 2', 'text')).toBe('"regel 1\nregel 2"');
    expect(csvField('1,5 ton', 'text')).toBe('1,5 ton');
    expect(csvField('Bakkerij', 'text')).toBe('Bakkerij');
    expect(csvField(0.1, 'number')).toBe('0,1');
  });

  it('keeps Excel from reading typed text as a formula, but leaves phone numbers alone', () => {
    expect(neutraliseFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(neutraliseFormula('+31 (0)20 123 45 67')).toBe('+31 (0)20 123 45 67');
    expect(neutraliseFormula('- geen -')).toBe("'- geen -");
    expect(neutraliseFormula('Bakkerij')).toBe('Bakkerij');
  });

  it('keeps text that looks like a number as text, so Excel shows it as stored', () => {
    expect(csvField('0612345678', 'text')).toBe('"=""0612345678"""');
    expect(csvField('+31 (0)20 123 45 67', 'text')).toBe('"=""+31 (0)20 123 45 67"""');
    expect(csvField('01234567', 'text')).toBe('"=""01234567"""');
    expect(csvField('1-3', 'text')).toBe('"=""1-3"""');
    expect(csvField('1234 AB', 'text')).toBe('1234 AB');
    expect(csvField('NL91ABNA0417164300', 'text')).toBe('NL91ABNA0417164300');
    expect(csvField('- geen -', 'text')).toBe("'- geen -");
    expect(csvField(612345678, 'number')).toBe('612345678');
  });
});
