import { ValidationError } from '../errors.ts';
import { importMessages, MAX_IMPORT_ROWS, type ImportFormat } from './public.ts';
import { csvRecords } from './read-csv.ts';
import { xlsxRows } from './read-xlsx.ts';

/** A sheet as the import reads it: its header row and its data rows (text cells). */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

/** An uploaded file's bytes as a stream, opened afresh each time (a CSV is read twice). */
export type ByteSource = () => Promise<AsyncIterable<Uint8Array>>;

const fileError = (message: string) => new ValidationError({ file: [message] }, message);

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Whether bytes could be text (no NUL byte in the first 8 KB, not a program or a zip). */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  return !head.includes(0) && !isZip(head) && !(head[0] === 0x4d && head[1] === 0x5a);
}

/** The file's first bytes (up to 8 KB), read from a stream of its own. */
async function leadingBytes(open: ByteSource): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of await open()) {
    parts.push(chunk);
    length += chunk.length;
    if (length >= 8192) break;
  }
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * Every row of an uploaded sheet as it is read, the header first (blank rows skipped), never the
 * whole file in memory: a CSV streamed twice (its encoding, then its records), an .xlsx through
 * ExcelJS's streaming reader. A file that is not a sheet of its format is a Dutch 422.
 */
export async function* sheetRows(open: ByteSource, format: ImportFormat): AsyncGenerator<string[]> {
  for await (const row of formatRows(open, format)) {
    // A row with nothing in it (`;;;` from a sheet's empty lines, a blank worksheet row) is no row.
    if (row.some((cell) => cell.trim() !== '')) yield row;
  }
}

async function* formatRows(open: ByteSource, format: ImportFormat): AsyncGenerator<string[]> {
  const head = await leadingBytes(open);
  if (format === 'csv') {
    if (!looksLikeText(head)) throw fileError(importMessages.notASheet);
    yield* csvRecords(open);
    return;
  }
  if (!isZip(head)) throw fileError(importMessages.notASheet);
  const rows = xlsxRows(await open());
  try {
    while (true) {
      let next: IteratorResult<string[]>;
      try {
        next = await rows.next();
      } catch {
        throw fileError(importMessages.unreadable);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // A reader stopped early (a row too many) lets go of its stream.
    await rows.return(undefined).catch(() => undefined);
  }
}

/**
 * Reads a sheet through to check it: its headers and the number of its data rows, keeping no
 * row. Refused with a Dutch 422: not a sheet of its format, empty (no rows under the header),
 * more than 50,000 rows (it stops reading at the first row too many).
 */
export async function inspectSheet(
  open: ByteSource,
  format: ImportFormat,
  keep?: (row: string[]) => void,
): Promise<{ headers: string[]; rows: number }> {
  let header: string[] | undefined;
  let rows = 0;
  for await (const row of sheetRows(open, format)) {
    if (!header) {
      header = row;
      continue;
    }
    if (++rows > MAX_IMPORT_ROWS) throw fileError(importMessages.tooManyRows);
    keep?.(row);
  }
  if (!header || header.every((cell) => cell.trim() === '')) throw fileError(importMessages.empty);
  if (rows === 0) throw fileError(importMessages.empty);
  return { headers: header.map((cell) => cell.trim()), rows };
}

/** The data rows of a sheet already inspected (the header skipped), as they are read. */
export async function* dataRows(open: ByteSource, format: ImportFormat): AsyncGenerator<string[]> {
  let header = true;
  for await (const row of sheetRows(open, format)) {
    if (header) header = false;
    else yield row;
  }
}

/** Bytes in memory as a stream of 64 KB chunks, as the bucket would send them. */
export async function* chunksOf(bytes: Uint8Array, size = 65_536): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

/** A whole sheet in memory, checked as `inspectSheet` checks it (tests and small files). */
export async function readSheet(bytes: Uint8Array, format: ImportFormat): Promise<Sheet> {
  const rows: string[][] = [];
  const { headers } = await inspectSheet(
    async () => chunksOf(bytes),
    format,
    (row) => rows.push(row),
  );
  return { headers, rows };
}
