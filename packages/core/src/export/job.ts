import { log } from '../log.ts';
import { attachmentDisposition } from '../storage/s3.ts';
import { ObjectUpload } from '../storage/upload.ts';
import { createCsvWriter } from './csv.ts';
import { isExportListName, exportLists } from './lists.ts';
import { FAILED_MESSAGE } from './public.ts';
import { contentTypes, moveExport, type ExportItem } from './record.ts';
import type { ByteSink, TableColumn, TableWriter } from './table.ts';
import { createXlsxWriter } from './xlsx.ts';

/** How often the rows written so far are saved for the screen's progress. */
const PROGRESS_EVERY_MS = 1000;

function writerFor(item: ExportItem, columns: TableColumn[], sink: ByteSink, sheetName: string): TableWriter {
  return item.format === 'csv'
    ? createCsvWriter(columns, sink)
    : createXlsxWriter(columns, sink, { sheetName });
}

/**
 * Runs one export: rows stream from the list's pages through the writer into a multipart upload,
 * so neither the rows nor the file are held in memory. The record moves queued → running →
 * done or failed; a second delivery of the same job finds it running and does nothing, and a job
 * delivered after the screen has reported the export as failed (stale) does not start.
 */
export async function runExport(id: string): Promise<void> {
  const item = await moveExport(id, 'queued', { status: 'running' }, { unlessStale: true });
  if (!item) {
    log('warn', 'export not started: already running, finished or given up on', { exportId: id });
    return;
  }
  let upload: ObjectUpload | undefined;
  try {
    if (!isExportListName(item.list)) throw new Error(`unknown export list ${item.list}`);
    const list = exportLists[item.list];
    const plan = list.plan(item.query, { role: item.role, userId: item.ownerId });
    upload = new ObjectUpload({
      key: item.objectKey,
      contentType: contentTypes[item.format],
      contentDisposition: attachmentDisposition(item.fileName),
    });
    const writer = writerFor(item, plan.columns, upload, list.sheetName);
    let rows = 0;
    let reportedAt = performance.now();
    for await (const page of plan.rows()) {
      await writer.writeRows(page);
      rows += page.length;
      if (performance.now() - reportedAt >= PROGRESS_EVERY_MS) {
        reportedAt = performance.now();
        await moveExport(id, 'running', { status: 'running', rows });
      }
    }
    await writer.finish();
    await upload.complete();
    await moveExport(id, 'running', { status: 'done', rows });
    log('info', 'export done', {
      exportId: id,
      list: item.list,
      format: item.format,
      rows,
      bytes: upload.size,
    });
  } catch (error) {
    log('error', 'export failed', {
      exportId: id,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    await upload?.abort();
    await moveExport(id, 'running', { status: 'failed', message: FAILED_MESSAGE });
  }
}
