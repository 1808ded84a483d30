import type { Actor } from '../db/actor.ts';
import { keys } from '../db/keys.ts';
import type { TransactItem } from '../db/transaction.ts';
import { createRecordItems, updateItems, versionedDelete } from '../db/write.ts';
import { editableFields as catalogueFields } from '../catalogue/field.ts';
import { isExactKind } from '../relations/exact-pending.ts';
import { changesSyncedField, exactFinancialFields } from '../relations/exact-state.ts';
import { financialCatalogue } from '../relations/financial.ts';
import type { FinancialItem } from '../relations/item.ts';
import {
  getRelation,
  getRelationWithFinancial,
  updateRelation,
  type RelationData,
} from '../relations/repository.ts';
import { editableFields } from '../relations/service.ts';
import type { ImportRow, RelationImportItem } from './record.ts';
import { importRowPut } from './record.ts';

/**
 * A duplicate row's fill (decision 053): the existing record's empty fields, and its financial
 * record's, take the row's values, in one transaction with the row's item, history for each and,
 * when a field Exact carries changes, the pending marker of the sync (decision 045). Undo empties
 * them again in one transaction, as long as neither record changed since.
 */

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The row's values for the fields the existing record has empty; nothing when it has them all. */
export function emptyFieldsFilled(
  current: Readonly<Record<string, unknown>>,
  data: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Record<string, unknown> {
  const filled: Record<string, unknown> = {};
  for (const field of fields) {
    if (isEmpty(current[field]) && !isEmpty(data[field])) filled[field] = data[field];
  }
  return filled;
}

/** What a fill does to the financial record, in the record's transaction. */
interface FinancialFill {
  items: TransactItem[];
  row: NonNullable<ImportRow['financial']>;
  /** A field Exact carries changes: the record waits for the sync. */
  carried: boolean;
}

/**
 * The financial record's part of a fill: a record without one gets it whole (as a create would,
 * with the schema's defaults); one that has it gets its empty fields.
 */
function financialFill(
  item: RelationImportItem,
  recordId: string,
  label: string,
  financial: FinancialItem | undefined,
  data: Record<string, unknown> | undefined,
  actor: Actor,
): FinancialFill | undefined {
  if (!data || !isExactKind(item.kind)) return undefined;
  if (!financial) {
    const { items } = createRecordItems({
      key: keys.financial(item.kind, recordId),
      id: `${recordId}-financial`,
      data: { type: 'financial', ...data },
      actor,
      label,
      history: { action: 'import-fill', subjectType: 'financial' },
    });
    const fields = Object.keys(data).filter((field) => !isEmpty(data[field]));
    return {
      items,
      row: { fields, version: 1, created: true },
      carried: changesSyncedField(exactFinancialFields, undefined, data),
    };
  }
  const filled = emptyFieldsFilled(financial, data, catalogueFields(financialCatalogue));
  if (Object.keys(filled).length === 0) return undefined;
  return {
    items: updateItems({ current: financial, changes: filled, actor, action: 'import-fill', label }),
    row: { fields: Object.keys(filled), version: financial.version + 1, created: false },
    carried: changesSyncedField(exactFinancialFields, financial, { ...financial, ...filled }),
  };
}

/** The record's editable fields as they are, with `changes` over them. */
function recordData(
  current: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  changes: Readonly<Record<string, unknown>>,
): RelationData {
  return {
    ...Object.fromEntries(fields.map((field) => [field, current[field]])),
    ...changes,
  } as RelationData;
}

/**
 * Fills the existing record's empty fields (and its financial record's) from a duplicate row;
 * false when it has every one the row has.
 */
export async function fillRecord(
  item: RelationImportItem,
  row: { row: number; data: Record<string, unknown>; financial: Record<string, unknown> | undefined },
  recordId: string,
  actor: Actor,
): Promise<boolean> {
  const { record: current, financial } = await getRelationWithFinancial(item.kind, recordId);
  const fields = editableFields(item.kind);
  const filled = emptyFieldsFilled(current, row.data, fields);
  const money = financialFill(item, recordId, current.companyName, financial, row.financial, actor);
  if (Object.keys(filled).length === 0 && !money) return false;
  await updateRelation(item.kind, current, current.version, recordData(current, fields, filled), actor, {
    fields,
    action: 'import-fill',
    financialCarried: money?.carried ?? false,
    extra: [
      ...(money?.items ?? []),
      importRowPut(item.id, {
        row: row.row,
        recordId,
        outcome: 'filled',
        version: current.version + 1,
        fields: Object.keys(filled),
        ...(money ? { financial: money.row } : {}),
        label: current.companyName,
      }),
    ],
  });
  return true;
}

/** The financial record's part of an undone fill; undefined when it changed since. */
function financialUndo(
  row: ImportRow,
  financial: FinancialItem | undefined,
  actor: Actor,
  label: string,
): { items: TransactItem[]; carried: boolean } | undefined {
  const done = row.financial;
  if (!done) return { items: [], carried: false };
  if (!financial || financial.version !== done.version) return undefined;
  const values = financial as Record<string, unknown>;
  const carried = done.fields.some(
    (field) => exactFinancialFields.includes(field) && !isEmpty(values[field]),
  );
  if (done.created) return { items: [versionedDelete(financial)], carried };
  const emptied = Object.fromEntries(done.fields.map((field) => [field, undefined]));
  return {
    items: updateItems({ current: financial, changes: emptied, actor, action: 'import-undo', label }),
    carried,
  };
}

/** Empties again the fields a fill wrote; false when the record was changed since (it is kept). */
export async function undoFill(item: RelationImportItem, row: ImportRow, actor: Actor): Promise<boolean> {
  const { record: current, financial } = row.financial
    ? await getRelationWithFinancial(item.kind, row.recordId)
    : { record: await getRelation(item.kind, row.recordId), financial: undefined };
  if (current.version !== row.version) return false;
  const money = financialUndo(row, financial, actor, current.companyName);
  if (!money) return false;
  const fields = editableFields(item.kind);
  const emptied = Object.fromEntries((row.fields ?? []).map((field) => [field, undefined]));
  await updateRelation(item.kind, current, row.version, recordData(current, fields, emptied), actor, {
    fields,
    action: 'import-undo',
    financialCarried: money.carried,
    extra: money.items,
  });
  return true;
}
