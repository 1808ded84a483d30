import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecords, decodeText, detectSeparator, parseCsv, readCsv } from './read-csv.ts';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('reading a CSV', () => {
  it('reads Windows-1252 without a byte-order mark as Excel writes it', () => {
    const { rows, encoding, separator } = readCsv(latin1('Bedrijfsnaam;Plaats\r\nCafé Noë;Zoëtermeer\r\n'));
    expect(encoding).toBe('windows-1252');
    expect(separator).toBe(';');
    expect(rows).toEqual([
      ['Bedrijfsnaam', 'Plaats'],
      ['Café Noë', 'Zoëtermeer'],
    ]);
  });

  it('reads UTF-8 with and without a byte-order mark', () => {
    const text = 'Bedrijfsnaam,Plaats\nCafé Noë,Zoëtermeer\n';
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
    expect(decodeText(withBom)).toEqual({ text, encoding: 'utf-8' });
    expect(decodeText(utf8(text))).toEqual({ text, encoding: 'utf-8' });
    expect(readCsv(utf8(text)).rows[1]).toEqual(['Café Noë', 'Zoëtermeer']);
  });

  it('reads Windows-1252 characters outside Latin-1 (€, curly quotes)', () => {
    const bytes = new Uint8Array([0x80, 0x20, 0x93, 0x61, 0x94]);
    expect(decodeText(bytes).text).toBe('€ \u201ca\u201d');
  });

  it('detects the separator from the header, ignoring quoted ones', () => {
    expect(detectSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectSeparator('a,b,c\n"1;2",3,4')).toBe(',');
    expect(detectSeparator('"a;b",c,d')).toBe(',');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
    expect(detectSeparator('Bedrijfsnaam')).toBe(';');
  });

  it('keeps separators, quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('a;b\r\n"x;y";"regel 1\r\nregel 2"\r\n"zeg ""hoi""";\n', ';')).toEqual([
      ['a', 'b'],
      ['x;y', 'regel 1\r\nregel 2'],
      ['zeg "hoi"', ''],
    ]);
  });

  it('skips empty lines and reads a last line without a line end', () => {
    expect(parseCsv('a;b\n\n1;2\r\n\r\n3;4', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('reads back any table written with RFC 4180 quoting', () => {
    const cell = fc.string({ unit: 'grapheme', maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        (table) => {
          const width = table[0]!.length;
          const rows = table.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? 'x'));
          const quote = (text: string) =>
            /[;"\r\n]/.test(text) || text === '' ? `"${text.replaceAll('"', '""')}"` : text;
          const text = rows.map((row) => row.map(quote).join(';')).join('\r\n');
          expect(parseCsv(text, ';')).toEqual(rows);
        },
      ),
    );
  });

  it('reads the same records from a stream cut anywhere (a quote, a CRLF or a character split)', async () => {
    const cell = fc.oneof(
      fc.constantFrom(
        '',
        'Café Noë',
        'Zoëtermeer',
        '€ 1.234,56',
        'zeg "hoi"',
        'a;b',
        'regel 1\r\nregel 2',
        '"',
      ),
      fc.string({ maxLength: 6 }),
    );
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 3 }), { minLength: 1, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(
        table,
        fc.constantFrom('utf-8', 'utf-8 with BOM', 'windows-1252'),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 40 }),
        async (rows, encoding, cuts) => {
          const quote = (text: string) =>
            /[;"\r\n]/.test(text) || text === '' ? `"${text.replaceAll('"', '""')}"` : text;
          const text = ['Naam;Plaats;Notities', ...rows.map((row) => row.map(quote).join(';'))].join('\r\n');
          const bytes =
            encoding === 'windows-1252'
              ? latin1(text.replaceAll('€', 'E'))
              : utf8(encoding === 'utf-8' ? text : `\ufeff${text}`);
          const open = async () =>
            (async function* () {
              let start = 0;
              for (let i = 0; start < bytes.length; i++) {
                const size = cuts[i % cuts.length]!;
                yield bytes.subarray(start, start + size);
                start += size;
              }
            })();
          const streamed: string[][] = [];
          for await (const record of csvRecords(open)) streamed.push(record);
          expect(streamed).toEqual(readCsv(bytes).rows);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps a byte-order mark cut over chunks, and lets a read error through instead of guessing', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Naam\r\nCafé '), 0xe9, ...utf8('\r\n')]);
    const oneByOne = async () =>
      (async function* () {
        for (const byte of bytes) yield new Uint8Array([byte]);
      })();
    const records: string[][] = [];
    for await (const record of csvRecords(oneByOne)) records.push(record);
    // The mark says UTF-8; the stray byte is replaced, not read as Windows-1252.
    expect(records).toEqual([['Naam'], ['Café \ufffd']]);

    const broken = async () =>
      (async function* () {
        yield utf8('Naam\r\nCafé\r\n');
        throw new Error('verbinding verbroken');
      })();
    await expect(
      (async () => {
        for await (const record of csvRecords(broken)) void record;
      })(),
    ).rejects.toThrow('verbinding verbroken');
  });
});
