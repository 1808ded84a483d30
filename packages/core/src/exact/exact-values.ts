import type { Actor } from '../db/actor.ts';
import { indexKeys } from '../db/index-keys.ts';
import { keys } from '../db/keys.ts';
import { transact, type TransactItem } from '../db/transaction.ts';
import { updateItems } from '../db/write.ts';
import { ulid } from 'ulid';
import { ConflictError, ValidationError } from '../errors.ts';
import { afterPartyRenamed } from '../contract-parties/renames.ts';
import { getRelationDetail, updateRelation, type RelationData } from '../relations/repository.ts';
import { editableFields } from '../relations/service.ts';
import { stateCopyGuard } from '../relations/exact-pending.ts';
import {
  exactFinancialFields,
  exactRecordFields,
  exactStateItemSchema,
  type ConflictField,
  type ConflictResolution,
  type ExactStateItem,
  type ExactSyncState,
  type SyncedValue,
  type SyncedValues,
} from '../relations/exact-state.ts';
import type { FinancialItem, RelationItem } from '../relations/item.ts';
import { agreedWrite, stateWrite, type ExactRef } from './sync-state.ts';
import { tableName } from '../db/client.ts';

/**
 * Exact's values written to our record and financial record (decisions 045, 051): the pull's
 * changes (`takeFromExact`, actor "Exact Online") and staff's choice in a conflict
 * (`resolveConflict`), each as an edit is written (history, search tokens, lists, a rename's
 * contracts) with the sync state's own write instead of the pending marker.
 */

/**
 * Staff resolve a conflict on the record's Financieel tab. Per field: `ours` stands (the record
 * waits to be pushed) or `exact` stands (Exact's value is written to our record or financial record,
 * with history naming the user). Or, when several accounts matched, `candidateId` names the one
 * that is this record: it is linked and its values are pushed next run.
 */
export async function resolveConflict(
  ref: ExactRef,
  resolution: ConflictResolution,
  actor: Actor,
): Promise<ExactStateItem> {
  const detail = await getRelationDetail(ref.kind, ref.id);
  const current = detail.exact;
  if (!current || current.state !== 'conflict') {
    throw new ValidationError({ _: ['Deze relatie heeft geen conflict met Exact Online (meer).'] });
  }
  if (resolution.candidateId !== undefined) return resolveCandidate(ref, current, resolution.candidateId);
  const fields = current.conflictFields ?? [];
  const choices = resolution.choices ?? {};
  const missing = fields.filter((field) => !choices[field.field]);
  if (fields.length === 0 || missing.length > 0) {
    throw new ValidationError({ choices: ['Kies per veld welke waarde blijft.'] });
  }
  const theirs = fields.filter((field) => choices[field.field] === 'exact');
  const oursStand = theirs.length < fields.length;
  const valueOf = (field: ConflictField) => (field.exact === null ? undefined : field.exact);
  const recordChanges = Object.fromEntries(
    theirs.filter((f) => exactRecordFields[ref.kind].includes(f.field)).map((f) => [f.field, valueOf(f)]),
  );
  const financialChanges = Object.fromEntries(
    theirs.filter((f) => exactFinancialFields.includes(f.field)).map((f) => [f.field, valueOf(f)]),
  );
  if (Object.keys(financialChanges).length > 0 && !detail.financial) {
    throw new ValidationError({ _: ['Deze relatie heeft nog geen financiële gegevens.'] });
  }
  // Both sides hold Exact's value of every field now (ours is pushed next when it stands).
  const synced: SyncedValues = { ...current.exactSynced };
  for (const field of fields) synced[field.field] = field.exact;
  const now = new Date().toISOString();
  const write = agreedWrite(ref, current, synced);
  // Ours stands for a field: the record waits to be pushed (the put carries the wait: one item
  // may not be written twice in a transaction).
  const stateItem = oursStand ? withPending(write.item, ref, now) : write.item;
  const shown = oursStand ? 'wacht op synchronisatie' : write.shown;
  const financialItems = detail.financial
    ? updateItems<FinancialItem>({
        current: detail.financial,
        changes: financialChanges as Partial<FinancialItem>,
        actor,
        action: 'exact-resolve',
        now,
      })
    : [];
  if (Object.keys(recordChanges).length > 0) {
    // Exact's values are written as any edit is (search tokens, lists, a rename's contracts).
    await writeRecordValues(ref, detail.record, recordChanges, actor, {
      extra: financialItems,
      exact: { items: [stateItem], shown },
    });
  } else {
    // Without a change of the record its copy is written alone, without a new version.
    const guard = stateCopyGuard(ref.kind, ref.id, shown);
    await transact([guard.item, stateItem, ...financialItems], [], 0, [guard]);
  }
  return oursStand ? exactStateItemSchema.parse(stateItem.Put?.Item) : write.next;
}

/**
 * Writes values that come from Exact to our record as an edit does (search tokens, list keys,
 * history with `actor`; a new name reaches its contracts), with the sync state's own items
 * instead of the pending marker: what a resolved conflict and the pull's changes use.
 */
export async function writeRecordValues(
  ref: ExactRef,
  record: RelationItem,
  values: Record<string, SyncedValue | undefined>,
  actor: Actor,
  options: {
    action?: string;
    extra?: TransactItem[];
    exact: { items: TransactItem[]; shown: ExactSyncState };
  },
): Promise<RelationItem> {
  const fields = editableFields(ref.kind);
  const data: Record<string, unknown> = Object.fromEntries(
    fields.map((field) => [field, (record as Record<string, unknown>)[field]]),
  );
  for (const [field, value] of Object.entries(values)) data[field] = value === null ? undefined : value;
  const updated = await updateRelation(ref.kind, record, record.version, data as RelationData, actor, {
    fields,
    action: options.action ?? 'exact-resolve',
    extra: options.extra ?? [],
    exact: options.exact,
  });
  await afterPartyRenamed(ref.kind, ref.id, { before: record.companyName, after: updated.companyName });
  return updated;
}

/** The state put with the wait for a push on it. */
function withPending(put: TransactItem, ref: ExactRef, now: string): TransactItem {
  if (!put.Put) throw new Error('a state write is one put');
  return {
    Put: {
      ...put.Put,
      Item: {
        ...put.Put.Item,
        pendingSince: now,
        pendingId: ulid(),
        ...indexKeys.exactPending(now, ref.kind, ref.id),
      },
    },
  };
}

/** Several accounts matched: staff name the one that is this record; it waits to be pushed. */
async function resolveCandidate(
  ref: ExactRef,
  current: ExactStateItem,
  candidateId: string,
): Promise<ExactStateItem> {
  const candidate = current.candidates?.find((c) => c.id === candidateId);
  if (!candidate) throw new ValidationError({ candidateId: ['Kies een van de gevonden accounts.'] });
  const now = new Date().toISOString();
  const write = stateWrite(ref, current, {
    state: 'gekoppeld',
    exactId: candidate.id,
    exactCode: candidate.code.trim(),
    // Nothing synced yet: the next run compares nothing and pushes our values.
    exactSynced: {},
    lastSyncAt: current.lastSyncAt,
  });
  const stateItem = withPending(write.item, ref, now);
  const guard = stateCopyGuard(ref.kind, ref.id, 'wacht op synchronisatie');
  await transact(
    [
      guard.item,
      stateItem,
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.exactAccount(candidate.id, ref.kind, ref.id),
            type: 'exact-account',
            kind: ref.kind,
            recordId: ref.id,
          },
        },
      },
    ],
    [],
    0,
    [guard],
  );
  return exactStateItemSchema.parse(stateItem.Put?.Item);
}

/** Who the pull's changes are by, in history. */
export const exactOnlineActor: Actor = { id: 'exact-online', name: 'Exact Online' };

/**
 * The pull (decision 051): fields changed only in Exact are written to our record (and financial
 * record) with history by "Exact Online", and `exactSynced` becomes what both sides hold now. A
 * change that waits to be pushed keeps waiting (it is about other fields). The same for an
 * account's fields (`sync/CRM/Accounts`) and its main bank account's (`crm/BankAccounts`, whose ID
 * `bankId` is kept). False when the record or its state changed meanwhile (nothing written; the next run reads it again).
 */
export async function takeFromExact(
  ref: ExactRef,
  detail: { record: RelationItem; financial?: FinancialItem | undefined; exact?: ExactStateItem | undefined },
  values: SyncedValues,
  synced: SyncedValues,
  bankId?: string,
): Promise<boolean> {
  const current = detail.exact;
  const now = new Date().toISOString();
  const write = agreedWrite(ref, current, synced, now, bankId);
  const recordChanges = Object.fromEntries(
    Object.entries(values).filter(([field]) => exactRecordFields[ref.kind].includes(field)),
  );
  const financialChanges = Object.fromEntries(
    Object.entries(values)
      .filter(([field]) => exactFinancialFields.includes(field))
      .map(([field, value]) => [field, value === null ? undefined : value]),
  );
  const financialItems =
    detail.financial && Object.keys(financialChanges).length > 0
      ? updateItems<FinancialItem>({
          current: detail.financial,
          changes: financialChanges as Partial<FinancialItem>,
          actor: exactOnlineActor,
          action: 'exact-pull',
          now,
        })
      : [];
  try {
    if (Object.keys(recordChanges).length > 0) {
      await writeRecordValues(ref, detail.record, recordChanges, exactOnlineActor, {
        action: 'exact-pull',
        extra: financialItems,
        exact: { items: [write.item], shown: write.shown },
      });
    } else {
      await transact([write.guard.item, write.item, ...financialItems], [], 0, [write.guard]);
    }
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}
