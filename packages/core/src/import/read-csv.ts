/**
 * CSV as Dutch offices produce it: Excel's "CSV (gescheiden door lijstscheidingsteken)" is
 * Windows-1252 with `;`, other programs write UTF-8 (with or without a byte-order mark) and often
 * `,`. Both are detected from the bytes; quoted fields may hold separators, quotes and line breaks
 * (RFC 4180). Browser-safe.
 */

export type TextEncoding = 'utf-8' | 'windows-1252';
export type Separator = ';' | ',' | '\t';

const BOM = [0xef, 0xbb, 0xbf];
const hasBom = (bytes: Uint8Array) => BOM.every((byte, i) => bytes[i] === byte);

/** UTF-8 when the bytes are valid UTF-8 (a BOM says so at once), otherwise Windows-1252. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  if (hasBom(bytes)) {
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
 * A CSV text's records as its fields, fed in pieces of any size (a quote, a doubled quote or a
 * CRLF may be split over two pieces). A line end inside quotes belongs to the field; CRLF, LF and
 * CR end a record; empty lines are skipped.
 */
export class CsvParser {
  private record: string[] = [];
  private field = '';
  private quoted = false;
  /** Inside quotes, a quote was read: the next character says whether it was doubled. */
  private quoteSeen = false;
  /** A CR was read: a LF right after it belongs to the same line end. */
  private crSeen = false;
  private started = false;
  private records: string[][] = [];

  constructor(private readonly separator: Separator) {}

  private endRecord(): void {
    if (this.started || this.record.length > 0) {
      this.record.push(this.field);
      if (this.record.length > 1 || this.record[0] !== '') this.records.push(this.record);
    }
    this.record = [];
    this.field = '';
    this.started = false;
  }

  /** Reads a piece of text; answers the records it completed. */
  push(text: string): string[][] {
    for (const char of text) {
      if (this.crSeen) {
        this.crSeen = false;
        if (char === '\n') continue;
      }
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (char === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false;
        } else {
          if (char === '"') this.quoteSeen = true;
          else this.field += char;
          continue;
        }
      }
      if (char === '"' && this.field === '') {
        this.quoted = true;
        this.started = true;
      } else if (char === this.separator) {
        this.record.push(this.field);
        this.field = '';
        this.started = true;
      } else if (char === '\r' || char === '\n') {
        this.crSeen = char === '\r';
        this.endRecord();
      } else {
        this.field += char;
        this.started = true;
      }
    }
    return this.take();
  }

  /** The end of the text: the last record, if any. */
  end(): string[][] {
    this.endRecord();
    return this.take();
  }

  private take(): string[][] {
    const records = this.records;
    this.records = [];
    return records;
  }
}

/** Every record of a CSV text as its fields. */
export function parseCsv(text: string, separator: Separator): string[][] {
  const parser = new CsvParser(separator);
  return [...parser.push(text), ...parser.end()];
}

/**
 * The encoding of a text read as a stream, without keeping it: UTF-8 when it starts with a BOM or
 * all of it is valid UTF-8, otherwise Windows-1252.
 */
export async function detectEncoding(chunks: AsyncIterable<Uint8Array>): Promise<TextEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  /** Whether the bytes so far are UTF-8; only the decoder's refusal says no (a read error throws). */
  const valid = (bytes?: Uint8Array) => {
    try {
      if (bytes) decoder.decode(bytes, { stream: true });
      else decoder.decode();
      return true;
    } catch (error) {
      if (error instanceof TypeError) return false;
      throw error;
    }
  };
  // The first bytes are gathered until a byte-order mark can be seen, however the stream is cut.
  let start: Uint8Array | undefined = new Uint8Array(0);
  for await (const chunk of chunks) {
    let bytes = chunk;
    if (start) {
      bytes = new Uint8Array(start.length + chunk.length);
      bytes.set(start);
      bytes.set(chunk, start.length);
      if (bytes.length < BOM.length) {
        start = bytes;
        continue;
      }
      start = undefined;
      if (hasBom(bytes)) return 'utf-8';
    }
    if (!valid(bytes)) return 'windows-1252';
  }
  if (start?.length && !valid(start)) return 'windows-1252';
  return valid() ? 'utf-8' : 'windows-1252';
}

/** A byte stream as text, piece by piece (a UTF-8 character split over two chunks is kept whole). */
export async function* decodeChunks(
  chunks: AsyncIterable<Uint8Array>,
  encoding: TextEncoding,
): AsyncGenerator<string> {
  // The UTF-8 decoder drops a leading byte-order mark itself.
  const decoder = encoding === 'utf-8' ? new TextDecoder('utf-8') : undefined;
  for await (const chunk of chunks) {
    const text = decoder ? decoder.decode(chunk, { stream: true }) : decodeWindows1252(chunk);
    if (text) yield text;
  }
  const rest = decoder?.decode() ?? '';
  if (rest) yield rest;
}

/** How much text is read for the header line at most before the separator is chosen. */
const HEADER_LIMIT = 1 << 20;

/**
 * A CSV's records as they are read from a stream that can be opened twice (once to find its
 * encoding, once to read it), separated by the separator of its header line.
 */
export async function* csvRecords(open: () => Promise<AsyncIterable<Uint8Array>>): AsyncGenerator<string[]> {
  const encoding = await detectEncoding(await open());
  let parser: CsvParser | undefined;
  let head = '';
  for await (const text of decodeChunks(await open(), encoding)) {
    if (!parser) {
      head += text;
      // The header line decides the separator; a megabyte without a line end is one line.
      if (!/[\r\n]/.test(text) && head.length < HEADER_LIMIT) continue;
      parser = new CsvParser(detectSeparator(head));
      yield* parser.push(head);
      head = '';
    } else yield* parser.push(text);
  }
  parser ??= new CsvParser(detectSeparator(head));
  if (head) yield* parser.push(head);
  yield* parser.end();
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
