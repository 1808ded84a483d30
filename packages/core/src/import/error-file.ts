import { createCsvWriter } from '../export/csv.ts';
import type { TableColumn } from '../export/table.ts';
import { createXlsxWriter } from '../export/xlsx.ts';
import { attachmentDisposition } from '../storage/s3.ts';
import { ObjectUpload } from '../storage/upload.ts';
import { importContentTypes } from './public.ts';
import { importObjects, type ImportItem } from './record.ts';

/** The rows an import refused, as they were in the file, with the reason in a last column. */
export interface RefusedRow {
  cells: string[];
  reason: string;
}

export const REASON_HEADER = 'Reden';

/** `klanten.csv` → `klanten-fouten.csv`: the error file is downloaded beside the upload. */
export function errorFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? `${fileName.slice(0, dot)}-fouten${fileName.slice(dot)}` : `${fileName}-fouten`;
}

/**
 * Writes the error file in the upload's format (CSV with the export's conventions, or XLSX), so
 * it is fixed in the same program and imported again: the same headers, the refused rows as
 * they were, and why each was refused.
 */
export async function writeErrorFile(item: ImportItem, rows: readonly RefusedRow[]): Promise<void> {
  const columns: TableColumn[] = [...item.headers, REASON_HEADER].map((header) => ({ header, type: 'text' }));
  const upload = new ObjectUpload({
    key: importObjects.errors(item.id),
    contentType: importContentTypes[item.format],
    contentDisposition: attachmentDisposition(errorFileName(item.fileName)),
  });
  const writer =
    item.format === 'csv'
      ? createCsvWriter(columns, upload)
      : createXlsxWriter(columns, upload, { sheetName: 'Fouten' });
  for (let start = 0; start < rows.length; start += 1000) {
    await writer.writeRows(
      rows
        .slice(start, start + 1000)
        .map((row) => [...item.headers.map((_, i) => row.cells[i] ?? ''), row.reason]),
    );
  }
  await writer.finish();
  await upload.complete();
}
