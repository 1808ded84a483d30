import { ulid } from 'ulid';
import type { Actor } from '../db/actor.ts';
import { keys } from '../db/keys.ts';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { MAX_TRANSACTION_ITEMS, sendTransaction, transact, type TransactItem } from '../db/transaction.ts';
import { tableName } from '../db/client.ts';
import { createRecordItems } from '../db/write.ts';
import { relationCreateInput, type RelationData } from '../relations/repository.ts';
import { fillRecord } from './fill.ts';
import { fillContact, plannedContact } from './contacts.ts';
import { packItems } from './pack.ts';
import { analyseSheet, type AnalysedRow } from './analyse.ts';
import type { RefusedRow } from './error-file.ts';
import { importParentKind, type ImportJob } from './public.ts';
import { importRowPut, isRelationImport, type ImportItem, type ImportRow } from './record.ts';

type Progress = ImportJob['progress'];

/** Duplicate rows filled (or skipped) at once, each its own update. */
const CONCURRENCY = 8;

/** A new record's row with everything its create writes, not yet sent. */
interface PlannedRow {
  row: AnalysedRow;
  id: string;
  items: TransactItem[];
}

/**
 * New records' rows packed into as few transactions as fit (at most 100 items each, the rows'
 * shared counters such as `count#lead` merged into one change of the summed delta): rows in the
 * sheet's order, a row never split over two transactions.
 */
function packRows(rows: readonly PlannedRow[]): PlannedRow[][] {
  const packs: PlannedRow[][] = [];
  let pack: PlannedRow[] = [];
  let items: TransactItem[] = [];
  for (const row of rows) {
    const together = packItems([...items, ...row.items]);
    if (pack.length && together.length > MAX_TRANSACTION_ITEMS) {
      packs.push(pack);
      pack = [row];
      items = packItems(row.items);
    } else {
      pack.push(row);
      items = together;
    }
  }
  if (pack.length) packs.push(pack);
  return packs;
}

/** A new financial record beside its new customer or supplier, in the same transaction. */
function financialPut(
  item: ImportItem,
  id: string,
  data: Record<string, unknown>,
  actor: Actor,
): TransactItem {
  const now = new Date().toISOString();
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.financial(importParentKind(item.kind), id),
        type: 'financial',
        id: `${id}-financial`,
        ...data,
        version: 1,
        createdAt: now,
        createdBy: actor.id,
        updatedAt: now,
        updatedBy: actor.id,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Writes the rows of a checked sheet: each valid row a new record with its history entry
 * ("Geïmporteerd uit <bestand>"), counters, search items and the row's own item, in one
 * transaction; a duplicate skipped or the existing record's empty fields filled, as chosen; a
 * row with errors never. Rows an earlier run wrote (`written`) are counted, not written again.
 */
export async function writeRows(
  item: ImportItem,
  sheet: AsyncIterable<string[]>,
  written: ReadonlyMap<number, ImportRow>,
  actor: Actor,
  control: {
    onProgress: (progress: Progress) => Promise<void>;
    /** Asked after each page: the invocation's time is up, stop there (a next one goes on). */
    timeUp?: () => boolean;
  },
): Promise<{ progress: Progress; refused: RefusedRow[]; stopped: boolean }> {
  const progress: Progress = { done: 0, created: 0, updated: 0, skipped: 0, refused: 0 };
  const refused: RefusedRow[] = [];
  /** The record each row made (an earlier row's, for a later duplicate to fill). */
  const recordOfRow = new Map<number, string>();
  for (const row of written.values()) recordOfRow.set(row.row, row.recordId);
  /** A record's fills one after another: two rows can match it by different fields at once. */
  const filling = new Map<string, Promise<boolean>>();
  const fill = (row: AnalysedRow, recordId: string): Promise<boolean> => {
    const values = { row: row.row, data: row.check.data ?? {}, financial: row.check.financial };
    const previous = filling.get(recordId) ?? Promise.resolve(false);
    const next = previous
      .catch(() => false)
      .then(() =>
        isRelationImport(item)
          ? fillRecord(item, values, recordId, actor)
          : fillContact(item, values, recordId, actor),
      );
    filling.set(recordId, next);
    const settled = () => {
      if (filling.get(recordId) === next) filling.delete(recordId);
    };
    next.then(settled, settled);
    return next;
  };

  const writeRow = async (row: AnalysedRow): Promise<void> => {
    const done = written.get(row.row);
    if (done) {
      progress[done.outcome === 'created' ? 'created' : 'updated']++;
      return;
    }
    if (!row.check.data) {
      progress.refused++;
      refused.push({ cells: row.cells, reason: row.check.errors.join(' ') });
      return;
    }
    const duplicateOf =
      row.existing?.id ?? (row.earlierRow !== undefined ? recordOfRow.get(row.earlierRow) : undefined);
    if (row.existing || row.earlierRow !== undefined) {
      const choice = item.choices.rows[String(row.row)] ?? item.choices.default;
      if (choice === 'fill' && duplicateOf && (await fill(row, duplicateOf))) {
        progress.updated++;
        fresh++;
      } else progress.skipped++;
      return;
    }
    planned.push(await plan(row));
  };

  /** Everything a new record's row writes, in one create's items (its number drawn now). */
  const plan = async (row: AnalysedRow): Promise<PlannedRow> => {
    if (row.company) {
      const data = row.check.data ?? {};
      return {
        row,
        ...plannedContact(item, { row: row.row, data, company: row.company, primary: !!row.primary }, actor),
      };
    }
    const id = ulid();
    const data = row.check.data as RelationData;
    const input = await relationCreateInput(
      importParentKind(item.kind),
      data,
      actor,
      [
        importRowPut(item.id, {
          row: row.row,
          recordId: id,
          outcome: 'created',
          version: 1,
          label: data.companyName,
        }),
        ...(row.check.financial ? [financialPut(item, id, row.check.financial, actor)] : []),
      ],
      id,
      { history: { action: 'import', subjectType: 'import' }, label: item.fileName },
    );
    return { row, id, items: createRecordItems(input).items };
  };

  /**
   * A pack of new records in one transaction: all of it is written or nothing. When DynamoDB
   * refuses it (a failed condition, conflicts past the retries), each row goes alone, as a single
   * create would, so a row's own refusal is reported as it always was.
   */
  const writePack = async (pack: readonly PlannedRow[]) => {
    try {
      if (pack.length > 1) await sendTransaction(packItems(pack.flatMap((row) => row.items)));
      else for (const row of pack) await transact(row.items, [], 1);
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || pack.length === 1) throw error;
      for (const row of pack) await transact(row.items, [], 1);
    }
    for (const { row, id } of pack) recordOfRow.set(row.row, id);
    progress.created += pack.length;
    fresh += pack.length;
  };

  let planned: PlannedRow[] = [];
  /** Rows this job wrote (made or filled): a job stops only once it wrote some. */
  let fresh = 0;
  // Rows an earlier invocation wrote are counted, not looked up again.
  const lookup = (row: number) => !written.has(row);
  for await (const page of analyseSheet(item, sheet, { lookup })) {
    // Rows that depend on an earlier row of the same page (a duplicate in the file) go after it.
    const first = page.filter((row) => row.earlierRow === undefined);
    const later = page.filter((row) => row.earlierRow !== undefined);
    planned = [];
    for (let start = 0; start < first.length; start += CONCURRENCY) {
      await Promise.all(first.slice(start, start + CONCURRENCY).map(writeRow));
    }
    planned.sort((a, b) => a.row.row - b.row.row);
    for (const pack of packRows(planned)) await writePack(pack);
    for (const row of later) await writeRow(row);
    progress.done += page.length;
    await control.onProgress({ ...progress });
    // A job stops once it has written something (so a next job always gets further), at the end
    // of the first page after its time is up.
    if (fresh > 0 && control.timeUp?.()) return { progress, refused, stopped: true };
  }
  return { progress, refused, stopped: false };
}
