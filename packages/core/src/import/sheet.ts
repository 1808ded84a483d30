import { ValidationError } from '../errors.ts';
import { importMessages, MAX_IMPORT_ROWS, type ImportFormat } from './public.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';

/** A sheet as the import reads it: its header row and its data rows (text cells). */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

const fileError = (message: string) => new ValidationError({ file: [message] }, message);

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Whether bytes could be text (no NUL byte in the first 8 KB, not a program or a zip). */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  return !head.includes(0) && !isZip(head) && !(head[0] === 0x4d && head[1] === 0x5a);
}

/**
 * Reads an uploaded sheet. Refused with a Dutch 422: a file that is not a sheet of its format, an
 * empty one (no rows under the header), one of more than 50,000 rows.
 */
export async function readSheet(bytes: Uint8Array, format: ImportFormat): Promise<Sheet> {
  let table: string[][];
  if (format === 'xlsx') {
    if (!isZip(bytes)) throw fileError(importMessages.notASheet);
    try {
      table = await readXlsx(bytes, MAX_IMPORT_ROWS + 1);
    } catch {
      throw fileError(importMessages.unreadable);
    }
  } else {
    if (!looksLikeText(bytes)) throw fileError(importMessages.notASheet);
    table = readCsv(bytes).rows;
  }
  const [header, ...rows] = table;
  if (!header || header.every((cell) => cell.trim() === '')) throw fileError(importMessages.empty);
  if (rows.length === 0) throw fileError(importMessages.empty);
  if (rows.length > MAX_IMPORT_ROWS) throw fileError(importMessages.tooManyRows);
  return { headers: header.map((cell) => cell.trim()), rows };
}
