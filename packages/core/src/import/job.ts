import type { Actor } from '../db/actor.ts';
import { claimLease, releaseLease, renewLease, type Lease } from '../db/lease.ts';
import { keys } from '../db/keys.ts';
import { log } from '../log.ts';
import { ObjectUpload } from '../storage/upload.ts';
import { analyseSheet, loadSheet, mappedColumns, previewOf } from './analyse.ts';
import { importMessages, type PreviewRow } from './public.ts';
import {
  getImport,
  importObjects,
  importedRows,
  moveImport,
  PREVIEW_PAGE,
  STALE_AFTER_MS,
  type ImportItem,
  type ImportRow,
} from './record.ts';
import { writeRows } from './write.ts';
import { undoRows } from './undo.ts';

/**
 * How long one invocation writes before it hands over to the next (the jobs function stops at
 * 15 minutes): 50,000 rows take longer than one invocation here and in AWS.
 */
const WRITE_BUDGET_MS = 12 * 60_000;

/** How often a running job saves its progress (and holds its lease). */
const PROGRESS_EVERY_MS = 1000;

/**
 * One import job (decision 053), by the import's state: `checking` checks every row for the
 * preview, `writing` writes the rows (resuming after the rows an earlier run wrote), `undoing`
 * removes what it wrote. The job holds a lease on the import, so a second delivery does nothing;
 * a job that stops leaves the state as it was, and the screen offers to resume or roll back.
 * True when a write used its invocation's time: the job is to go on in a new one (`runJob`
 * answers it as the follow-up), after the rows it wrote.
 */
export async function runImport(
  id: string,
  options: { writeBudgetMs?: number | undefined } = {},
): Promise<boolean> {
  const lease = await claimLease(keys.importJob(id), {
    ms: STALE_AFTER_MS,
    condition: 'attribute_exists(pk)',
  });
  if (!lease) {
    log('warn', 'import not started: another run holds it', { importId: id });
    return false;
  }
  const item = await getImport(id);
  let more = false;
  try {
    if (item?.status === 'checking') await runCheck(item, lease);
    else if (item?.status === 'writing')
      more = await runWrite(item, lease, options.writeBudgetMs ?? WRITE_BUDGET_MS);
    else if (item?.status === 'undoing') await runUndo(item, lease);
    else
      log('warn', 'import not started: nothing to do in its state', { importId: id, status: item?.status });
  } catch (error) {
    log('error', 'import failed', {
      importId: id,
      status: item?.status,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    // A check can simply fail; writing and undoing stay as they are, to be resumed or rolled back.
    if (item?.status === 'checking')
      await moveImport(id, 'checking', { status: 'failed', message: importMessages.failed });
    else if (item) await moveImport(id, item.status, { message: importMessages.interrupted });
  } finally {
    await releaseLease(lease);
  }
  return more;
}

/** Saves progress at most once a second, and keeps the lease while doing so. */
function progressSaver(item: ImportItem, lease: Lease) {
  let savedAt = performance.now();
  return async (changes: Parameters<typeof moveImport>[2], force = false) => {
    if (!force && performance.now() - savedAt < PROGRESS_EVERY_MS) return;
    savedAt = performance.now();
    await renewLease(lease);
    await moveImport(item.id, item.status, changes);
  };
}

/** Stores one object of the preview. */
async function savePreview(key: string, rows: readonly PreviewRow[]): Promise<void> {
  const upload = new ObjectUpload({ key, contentType: 'application/json' });
  await upload.write(new TextEncoder().encode(JSON.stringify(rows)));
  await upload.complete();
}

/**
 * The check of every row, stored for the preview's pages as it goes: every row, and the rows
 * with something to say, each in objects of PREVIEW_PAGE rows (no more than that held).
 */
async function runCheck(item: ImportItem, lease: Lease): Promise<void> {
  const columns = mappedColumns(item);
  const counts = { valid: 0, warning: 0, error: 0, duplicate: 0 };
  const save = progressSaver(item, lease);
  const pages = {
    all: { rows: [] as PreviewRow[], saved: 0 },
    problems: { rows: [] as PreviewRow[], saved: 0 },
  };
  const flush = async (only: keyof typeof pages, last = false) => {
    const page = pages[only];
    if (page.rows.length < PREVIEW_PAGE && !(last && page.rows.length)) return;
    await savePreview(importObjects.preview(item.id, only, page.saved++), page.rows.splice(0, PREVIEW_PAGE));
  };
  let done = 0;
  for await (const page of analyseSheet(item, loadSheet(item))) {
    for (const row of page) {
      const shown = previewOf(row, columns);
      counts[shown.state]++;
      if (shown.duplicates.length) counts.duplicate++;
      pages.all.rows.push(shown);
      if (shown.state !== 'valid') pages.problems.rows.push(shown);
      await flush('all');
      await flush('problems');
    }
    done += page.length;
    await save({ progress: { ...item.progress, done } });
  }
  await flush('all', true);
  await flush('problems', true);
  await moveImport(item.id, 'checking', {
    status: 'checked',
    counts,
    progress: { ...item.progress, done: 0 },
    message: undefined,
  });
}

/**
 * Writes the rows, after those an earlier invocation wrote; true when its time is up first and a
 * next invocation is to go on (the refused rows are met again there: the error file is written by
 * the invocation that reaches the end).
 */
async function runWrite(item: ImportItem, lease: Lease, budgetMs: number): Promise<boolean> {
  const stopAt = performance.now() + budgetMs;
  const written = new Map<number, ImportRow>();
  for await (const page of importedRows(item.id)) for (const row of page) written.set(row.row, row);
  const save = progressSaver(item, lease);
  const actor: Actor = { id: item.ownerId, name: item.ownerName };
  const { progress, refused, stopped } = await writeRows(item, loadSheet(item), written, actor, {
    onProgress: (progress) => save({ progress }),
    timeUp: () => performance.now() >= stopAt,
  });
  if (stopped) {
    await save({ progress }, true);
    return true;
  }
  if (refused.length) {
    const { writeErrorFile } = await import('./error-file.ts');
    await writeErrorFile(item, refused);
  }
  await moveImport(item.id, 'writing', {
    status: 'done',
    progress,
    finishedAt: new Date().toISOString(),
    message: undefined,
  });
  return false;
}

async function runUndo(item: ImportItem, lease: Lease): Promise<void> {
  const save = progressSaver(item, lease);
  const actor: Actor = { id: item.ownerId, name: item.ownerName };
  const kept = await undoRows(item, actor, (done) => save({ progress: { ...item.progress, done } }));
  await moveImport(item.id, 'undoing', { status: 'undone', kept, finishedAt: new Date().toISOString() });
}
