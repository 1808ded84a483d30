import { Zip, ZipDeflate } from 'fflate';
import { NativeZipDeflate } from './native-deflate.ts';
import {
  excelSerial,
  type ByteSink,
  type Cell,
  type Row,
  type TableColumn,
  type TableWriter,
} from './table.ts';

/**
 * A streaming XLSX writer: one worksheet with inline strings (no shared-strings table, which would
 * have to hold every distinct text until the end), a bold, frozen header row with an autofilter,
 * column widths from the header and the first rows, real numbers for amounts shown in euros and
 * real dates shown as dd-mm-yyyy.
 * The worksheet is deflated on the fly by zlib (off the main thread) inside fflate's streaming Zip;
 * only the first rows (for the widths) and one page of XML are held at a time.
 */
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Rows looked at for the column widths before the worksheet's head is written. */
const WIDTH_SAMPLE_ROWS = 100;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Excel's limit for the text of one cell. */
const MAX_CELL_TEXT = 32_767;

/** Style indexes in styles.xml's cellXfs. */
const STYLE = { header: 1, date: 2, amount: 3 } as const;

const contentTypes = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const rootRels = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbookRels = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

/**
 * Amounts in euros: the separators are the reader's own (€ 1.234,56 in Dutch Excel and LibreOffice);
 * `[$€-413]` is the euro sign of the Dutch locale.
 */
export const AMOUNT_FORMAT = '[$€-413] #,##0.00;[$€-413] -#,##0.00';

// 164 is our dd-mm-yyyy, 165 the euro amount.
const styles = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="dd-mm-yyyy"/><numFmt numFmtId="165" formatCode="${AMOUNT_FORMAT}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Blad1';
}

function workbook(name: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${escapeXml(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

// Characters XML 1.0 does not allow, and lone surrogates.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether a text needs any of the replacements below (most cells do not). */
const NEEDS_ESCAPE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(INVALID_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** `A`, `B`, … `Z`, `AA` for a zero-based column index. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function inlineString(ref: string, text: string, style?: number): string {
  const value = escapeXml(text.slice(0, MAX_CELL_TEXT));
  const space = /^\s|\s$|\n/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${value}</t></is></c>`;
}

function cellXml(ref: string, value: Cell, column: TableColumn): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const style = column.type === 'amount' ? ` s="${STYLE.amount}"` : '';
    return `<c r="${ref}"${style}><v>${value}</v></c>`;
  }
  if (column.type === 'date') {
    const serial = excelSerial(value);
    if (serial !== null) return `<c r="${ref}" s="${STYLE.date}"><v>${serial}</v></c>`;
  }
  return inlineString(ref, value);
}

/** Characters a cell shows, for its column's width. */
function shownLength(value: Cell, column: TableColumn): number {
  if (value === null || value === undefined) return 0;
  if (column.type === 'date') return 10;
  if (typeof value === 'number') {
    const digits = column.type === 'amount' ? value.toFixed(2).length : String(value).length;
    return digits + Math.floor(digits / 3);
  }
  return Math.max(...value.split('\n').map((line) => line.length));
}

export function columnWidths(columns: readonly TableColumn[], sample: readonly Row[]): number[] {
  return columns.map((column, i) => {
    // Bold header text is a little wider; the filter arrow Excel users add takes two more.
    const widest = Math.max(
      column.header.length + 3,
      ...sample.map((row) => shownLength(row[i], column) + 2),
    );
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest));
  });
}

function sheetHead(columns: readonly TableColumn[], widths: readonly number[]): string {
  const cols = widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const header = columns
    .map((column, i) => inlineString(`${columnLetter(i)}1`, column.header, STYLE.header))
    .join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${cols}</cols><sheetData><row r="1">${header}</row>`
  );
}

export function createXlsxWriter(
  columns: readonly TableColumn[],
  sink: ByteSink,
  options: { sheetName: string },
): TableWriter {
  const encoder = new TextEncoder();
  const letters = columns.map((_, i) => columnLetter(i));
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const drain = async () => {
    if (failure) throw failure;
    for (let chunk = pending.shift(); chunk; chunk = pending.shift()) await sink.write(chunk);
  };
  const addFile = (name: string, content: string) => {
    // A small memory level: fflate's streaming default builds hash tables of a million entries for
    // each of these few-hundred-byte parts.
    const file = new ZipDeflate(name, { level: 6, mem: 1 });
    zip.add(file);
    file.push(encoder.encode(content), true);
  };
  addFile('[Content_Types].xml', contentTypes);
  addFile('_rels/.rels', rootRels);
  addFile('xl/workbook.xml', workbook(options.sheetName));
  addFile('xl/_rels/workbook.xml.rels', workbookRels);
  addFile('xl/styles.xml', styles);
  const sheet = new NativeZipDeflate('xl/worksheets/sheet1.xml', 6);
  zip.add(sheet);

  let sample: Row[] | null = [];
  let rowNumber = 1;
  const rowsXml = (rows: readonly Row[]) =>
    rows
      .map((row) => {
        rowNumber += 1;
        const cells = columns
          .map((column, i) => cellXml(`${letters[i]}${rowNumber}`, row[i], column))
          .join('');
        return `<row r="${rowNumber}">${cells}</row>`;
      })
      .join('');
  const push = async (xml: string, final = false) => {
    sheet.push(encoder.encode(xml), final);
    await sheet.ready();
    await drain();
  };
  /** The head waits for the first rows, which set the column widths. */
  const flushSample = async () => {
    if (!sample) return;
    const rows = sample;
    sample = null;
    await push(sheetHead(columns, columnWidths(columns, rows)) + rowsXml(rows));
  };

  return {
    async writeRows(rows: readonly Row[]) {
      if (sample) {
        sample.push(...rows);
        if (sample.length >= WIDTH_SAMPLE_ROWS) await flushSample();
        return;
      }
      if (rows.length > 0) await push(rowsXml(rows));
    },
    async finish() {
      await flushSample();
      // The autofilter covers the header and every row written, so the list filters in Excel at once.
      const range = `A1:${letters[letters.length - 1] ?? 'A'}${rowNumber}`;
      await push(`</sheetData><autoFilter ref="${range}"/></worksheet>`, true);
      await sheet.done();
      zip.end();
      await drain();
    },
  };
}
