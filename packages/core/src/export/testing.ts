import ExcelJS from 'exceljs';
import { CSV_BOM } from './csv.ts';

/**
 * Test support: reads exported files back, independently of the writers (XLSX with ExcelJS, CSV
 * with a plain RFC 4180 reader), as one object per row keyed by the Dutch headers.
 */
export function csvRecords(bytes: Uint8Array): Record<string, string>[] {
  if (!CSV_BOM.every((byte, i) => bytes[i] === byte)) throw new Error('the CSV has no byte-order mark');
  const text = Buffer.from(bytes.subarray(CSV_BOM.length)).toString('utf8');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('the CSV does not end with CRLF');
  const [headers = [], ...rows] = records;
  // A field written as ="…" is text to Excel, which shows what is between the quotes.
  const shown = (field: string) => /^="(.*)"$/s.exec(field)?.[1] ?? field;
  return rows.map((row) => Object.fromEntries(headers.map((header, i) => [header, shown(row[i] ?? '')])));
}

export async function xlsxWorksheet(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  const copy = new Uint8Array(bytes);
  await workbook.xlsx.load(copy.buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no worksheet');
  return sheet;
}

export async function xlsxRecords(bytes: Uint8Array): Promise<Record<string, unknown>[]> {
  const sheet = await xlsxWorksheet(bytes);
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1)
      rows.push(Object.fromEntries(headers.map((header, i) => [header, row.getCell(i + 1).value])));
  });
  return rows;
}
