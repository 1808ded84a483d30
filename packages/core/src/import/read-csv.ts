/**
 * CSV as Dutch offices produce it: Excel's "CSV (gescheiden door lijstscheidingsteken)" is
 * Windows-1252 with `;`, other programs write UTF-8 (with or without a byte-order mark) and often
 * `,`. Both are detected from the bytes; quoted fields may hold separators, quotes and line breaks
 * (RFC 4180). Browser-safe.
 */

export type TextEncoding = 'utf-8' | 'windows-1252';
export type Separator = ';' | ',' | '\t';

const BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 when the bytes are valid UTF-8 (a BOM says so at once), otherwise Windows-1252. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  if (BOM.every((byte, i) => bytes[i] === byte)) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/**
 * Windows-1252's characters at 0x80–0x9F (€, ‚, „, …, curly quotes, Š, Ž, œ; five are unused),
 * the rest is Latin-1. Decoded by hand: some runtimes' TextDecoder reads the label as Latin-1.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    let chunk = '';
    const end = Math.min(bytes.length, start + CHUNK);
    for (let i = start; i < end; i++) {
      const byte = bytes[i] ?? 0;
      chunk += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    }
    parts.push(chunk);
  }
  return parts.join('');
}

/** The separators of a line outside quotes, counted. */
function countOutsideQuotes(line: string, separator: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === separator) count++;
  }
  return count;
}

/**
 * The separator of the header line: the one it holds most of outside quotes (`;` wins a tie, it
 * is the Dutch list separator and `,` is the decimal sign).
 */
export function detectSeparator(text: string): Separator {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  const candidates: Separator[] = [';', ',', '\t'];
  let best: Separator = ';';
  let bestCount = 0;
  for (const separator of candidates) {
    const count = countOutsideQuotes(header, separator);
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Every record of a CSV text as its fields. A line end inside quotes belongs to the field; CRLF,
 * LF and CR end a record; empty lines are skipped.
 */
export function parseCsv(text: string, separator: Separator): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let started = false;
  const endRecord = () => {
    if (started || record.length > 0) {
      record.push(field);
      if (record.length > 1 || record[0] !== '') records.push(record);
    }
    record = [];
    field = '';
    started = false;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      started = true;
    } else if (char === separator) {
      record.push(field);
      field = '';
      started = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else {
      field += char;
      started = true;
    }
  }
  endRecord();
  return records;
}

/** A CSV's rows, decoded and split by its own separator. */
export function readCsv(bytes: Uint8Array): {
  rows: string[][];
  encoding: TextEncoding;
  separator: Separator;
} {
  const { text, encoding } = decodeText(bytes);
  const separator = detectSeparator(text);
  return { rows: parseCsv(text, separator), encoding, separator };
}
