import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { catalogueColumns } from '../export/catalogue-columns.ts';
import { createCsvWriter } from '../export/csv.ts';
import type { ExportColumn } from '../export/list.ts';
import type { Cell, TableColumn } from '../export/table.ts';
import { createXlsxWriter } from '../export/xlsx.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { importCatalogues } from './fields.ts';
import type { ImportFormat, ImportKind } from './public.ts';
import { STALE_AFTER_MS, type ImportItem } from './record.ts';

/**
 * Test support: a sheet made by the export's own columns and writers, as a person downloads it,
 * from records as they are stored (and their financial records).
 */
export interface ExportedRecord {
  record: Record<string, unknown>;
  financial?: Record<string, unknown>;
}

export async function exportedSheet(
  kind: ImportKind,
  records: readonly ExportedRecord[],
  format: ImportFormat,
  userNames: ReadonlyMap<string, string> = new Map(),
): Promise<Uint8Array> {
  const userName = (_row: ExportedRecord, id: string) => userNames.get(id) ?? 'Onbekende gebruiker';
  const columns: ExportColumn<ExportedRecord>[] = [
    ...catalogueColumns<ExportedRecord>(importCatalogues[kind].catalogue, {
      item: (row) => row.record,
      userName,
    }),
    ...(kind === 'lead'
      ? []
      : catalogueColumns<ExportedRecord>(financialCatalogue, { item: (row) => row.financial, userName })),
  ];
  const table: TableColumn[] = columns.map((column) => ({
    header: column.header,
    type: column.type ?? 'text',
  }));
  const chunks: Uint8Array[] = [];
  const sink = { write: async (chunk: Uint8Array) => void chunks.push(chunk) };
  const writer =
    format === 'csv' ? createCsvWriter(table, sink) : createXlsxWriter(table, sink, { sheetName: 'Blad1' });
  await writer.writeRows(records.map((row) => columns.map((column): Cell => column.value(row))));
  await writer.finish();
  return new Uint8Array(Buffer.concat(chunks));
}

/** Marks an import's job as stopped long ago, as a crashed jobs function leaves it. */
export async function markStale(item: ImportItem): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...item, updatedAt: new Date(Date.now() - STALE_AFTER_MS - 60_000).toISOString() },
    }),
  );
}
