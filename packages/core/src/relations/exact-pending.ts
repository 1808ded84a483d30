import { ulid } from 'ulid';
import { tableName } from '../db/client.ts';
import { indexKeys } from '../db/index-keys.ts';
import { keys, type RelationKind } from '../db/keys.ts';
import type { Guard, TransactItem } from '../db/transaction.ts';
import { ownerNotFound } from '../records/kinds.ts';
import {
  changesSyncedField,
  exactFinancialFields,
  exactRecordFields,
  type ExactKind,
  type ExactSyncState,
} from './exact-state.ts';

/**
 * The pending marker of the Exact Online sync (decision 045): every write that changes a field the
 * sync carries adds it to its own transaction, so a change is never saved without being pushed.
 * It sets `pendingSince` (and a fresh `pendingId`, what the run's clear is conditional on) and the
 * sparse gsi1 key on the record's state item, and moves the record's copy of its shown state (the
 * list filter's `exactState`) to "wacht op synchronisatie", unless the record is in conflict: a
 * conflict stays until staff resolve it, and the run neither pushes nor overwrites it meanwhile.
 */

/** The record item's copy of its shown sync state (`relations/exact-state.ts`). */
export const EXACT_STATE_COPY = 'exactState';

export function isExactKind(kind: RelationKind): kind is ExactKind {
  return kind === 'customer' || kind === 'supplier';
}

export interface PendingMarker {
  /** The Update of the state item (created if missing), conditional on the conflict seen. */
  item: TransactItem;
  /** The shown state the record's copy must get in the same transaction. */
  copy: ExactSyncState;
}

/**
 * The pending marker of one record as a transaction item. `shown` is the record's copy as read
 * (absent: never synced): if a sync put the record in conflict since, the transaction fails as a
 * 409 instead of writing a copy that disagrees with the state item.
 */
export function pendingMarker(
  kind: ExactKind,
  id: string,
  shown: string | undefined,
  now = new Date().toISOString(),
): PendingMarker {
  const inConflict = shown === 'conflict';
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.exactState(kind, id),
        UpdateExpression:
          'SET #type = :type, #kind = :kind, recordId = :id, #state = if_not_exists(#state, :unlinked), ' +
          'pendingSince = :now, pendingId = :pendingId, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, updatedAt = :now',
        ConditionExpression: inConflict
          ? '#state = :conflict'
          : 'attribute_not_exists(#state) OR #state <> :conflict',
        ExpressionAttributeNames: { '#type': 'type', '#kind': 'kind', '#state': 'state' },
        ExpressionAttributeValues: {
          ':type': 'exact-state',
          ':kind': kind,
          ':id': id,
          ':unlinked': 'niet gekoppeld',
          ':conflict': 'conflict',
          ':now': now,
          ':pendingId': ulid(),
          ...prefixed(indexKeys.exactPending(now, kind, id)),
        },
      },
    },
    copy: inConflict ? 'conflict' : 'wacht op synchronisatie',
  };
}

function prefixed(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [`:${name}`, value]));
}

/**
 * The Update of a record item's copy of its shown state, without touching its version (a sync
 * never bumps the version an open form holds). As a guard: a record that is gone is a 404.
 */
export function stateCopyGuard(kind: ExactKind, id: string, copy: ExactSyncState): Guard {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.relation(kind, id),
        UpdateExpression: 'SET #copy = :copy',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#copy': EXACT_STATE_COPY },
        ExpressionAttributeValues: { ':copy': copy },
      },
    },
    error: ownerNotFound(kind),
  };
}

/**
 * What a write of the organisation record adds for the sync: nothing for a lead or a change of
 * fields the sync does not carry; otherwise the marker item and the copy for the record's changes.
 * A new customer or supplier is always pending: it must be created in Exact. `carried`: the same
 * transaction changes a carried field of the financial record too (an import's fill).
 */
export function recordPending(
  kind: RelationKind,
  id: string,
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
  carried = false,
): { extra: TransactItem[]; changes: Record<string, ExactSyncState> } {
  if (
    !isExactKind(kind) ||
    (before && !carried && !changesSyncedField(exactRecordFields[kind], before, after))
  ) {
    return { extra: [], changes: {} };
  }
  const marker = pendingMarker(kind, id, shownCopy(before));
  return { extra: [marker.item], changes: { [EXACT_STATE_COPY]: marker.copy } };
}

/**
 * What a write of the financial record adds for the sync: nothing when no carried field changes;
 * otherwise the marker and the record's copy (a guard: the record must exist).
 */
export function financialPending(
  kind: ExactKind,
  record: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
): { extra: TransactItem[]; guards: Guard[] } {
  if (!changesSyncedField(exactFinancialFields, before, after)) return { extra: [], guards: [] };
  const id = String(record.id);
  const marker = pendingMarker(kind, id, shownCopy(record));
  return { extra: [marker.item], guards: [stateCopyGuard(kind, id, marker.copy)] };
}

function shownCopy(record: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = record?.[EXACT_STATE_COPY];
  return typeof value === 'string' ? value : undefined;
}
