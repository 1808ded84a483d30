/**
 * The export's floor: what the export job does before writing anything. Bundled like the jobs
 * function and run in a fresh process by the export bench (`export-job-probe.mjs` calls `handler`
 * with the export's id): it reads the export record, then every page of its view with the list's
 * own query code and makes every row, exactly as `runExport` does, but writes no file, uploads
 * nothing and keeps no record of progress. The export's time beyond this floor is the writing.
 */
import { exportLists, isExportListName } from '@crm/core/export/lists';
import { getExportRecord } from '@crm/core/export/record';

export async function handler(event: { exportId: string }): Promise<{ rows: number }> {
  const item = await getExportRecord(event.exportId);
  if (!item || !isExportListName(item.list)) throw new Error(`no export ${event.exportId}`);
  const plan = exportLists[item.list].plan(item.query, { role: item.role, userId: item.ownerId });
  let rows = 0;
  for await (const page of plan.rows()) rows += page.length;
  return { rows };
}
