import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { Actor } from '../db/actor.ts';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { getRelationDetail, getRelationFiles } from '../relations/repository.ts';
import { deleteOrganisation } from '../relations/service.ts';
import { undoContactRow } from './contacts.ts';
import { undoFill } from './fill.ts';
import {
  importedRows,
  isRelationImport,
  type ImportItem,
  type ImportRow,
  type RelationImportItem,
} from './record.ts';

type Kept = { id: string; label: string };

async function forgetRow(importId: string, row: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.importRow(importId, row) }));
}

/**
 * Whether a record the import made is still as the import left it: its version, its financial
 * record's, and nothing added to it since (contact people, files).
 */
async function unchangedSinceImport(item: RelationImportItem, row: ImportRow): Promise<boolean> {
  const [detail, files] = await Promise.all([
    getRelationDetail(item.kind, row.recordId),
    getRelationFiles(item.kind, row.recordId),
  ]);
  return (
    detail.record.version === row.version &&
    (detail.financial?.version ?? 1) === 1 &&
    detail.contacts.length === 0 &&
    files.length === 0
  );
}

/** Removes a record the import made; false when it was changed since (it is kept). */
async function undoCreate(item: RelationImportItem, row: ImportRow, actor: Actor): Promise<boolean> {
  if (!(await unchangedSinceImport(item, row))) return false;
  await deleteOrganisation(item.kind, row.recordId, row.version, actor);
  return true;
}

/**
 * Undoes an import as a whole: every record it made is removed and every fill emptied again,
 * except records changed since, which are kept and named. A record already gone is no problem;
 * each undone row's item goes, so a run that stops is run again over what is still to do.
 */
export async function undoRows(
  item: ImportItem,
  actor: Actor,
  onProgress: (done: number) => Promise<void>,
): Promise<Kept[]> {
  const kept: Kept[] = [];
  let done = 0;
  for await (const page of importedRows(item.id)) {
    for (const row of page) {
      try {
        const undone = !isRelationImport(item)
          ? await undoContactRow(row, actor)
          : row.outcome === 'created'
            ? await undoCreate(item, row, actor)
            : await undoFill(item, row, actor);
        if (!undone) kept.push({ id: row.recordId, label: row.label });
        // An undone row is forgotten: a run that stops and runs again does not meet it as changed.
        else await forgetRow(item.id, row.row);
      } catch (error) {
        if (error instanceof NotFoundError) {
          await forgetRow(item.id, row.row);
          continue;
        }
        // Changed meanwhile, or a customer or supplier that has contracts now.
        if (error instanceof ConflictError || (error as { status?: number }).status === 422) {
          kept.push({ id: row.recordId, label: row.label });
          continue;
        }
        throw error;
      }
      done++;
      await onProgress(done);
    }
  }
  return kept.slice(0, 500);
}
