import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { indexKeys, listPartitions } from '../db/index-keys.ts';
import { keys, partitions, relationPrefixes } from '../db/keys.ts';
import { queryAll, queryPage, rawItems, type Page } from '../db/page.ts';
import { transact, type Guard, type TransactItem } from '../db/transaction.ts';
import { ConflictError } from '../errors.ts';
import { pendingMarker, stateCopyGuard, type PendingMarker } from '../relations/exact-pending.ts';
import {
  attentionStates,
  exactKinds,
  exactStateItemSchema,
  shownState,
  type ConflictField,
  type ExactCandidate,
  type ExactKind,
  type ExactLinkState,
  type ExactStateItem,
  type SyncedValues,
} from '../relations/exact-state.ts';

/**
 * The Exact Online sync state of each customer and supplier (decision 045): an item of its own in
 * the record's collection (`<KIND>#<id>` / `#EXACT`), so a sync never bumps the version that an
 * open form of the record or its financial record holds. What the sync run calls:
 *
 * - `readSyncState`, `pendingRecords` (gsi1, oldest first), `linkedRecords` (an account's records);
 * - `markPending` (a transaction item; every write of a carried field adds it, see
 *   `relations/exact-pending.ts`), `clearPending` (conditional on no newer change);
 * - `setCreateAttempt`, `setLinked`, `setError`, `setConflict`, `unlink`;
 * - `stateWrite` and `agreedWrite` for the writes of Exact's values to our record
 *   (`exact-values.ts`: the pull's `takeFromExact`, staff's `resolveConflict`);
 * `attention.ts` lists the records in error or conflict (gsi2, for /exact).
 *
 * Every write of the state item is one transaction with the record's copy of its shown state (the
 * list filter's), conditional on the `pendingId` read: a change saved meanwhile makes it a 409
 * (`ConflictError`), and the run reads the state again.
 */

export type { ExactStateItem };

/** Who a state belongs to. */
export interface ExactRef {
  kind: ExactKind;
  id: string;
}

/** A record's sync state (consistent read), or undefined when it never had one. */
export async function readSyncState(ref: ExactRef): Promise<ExactStateItem | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.exactState(ref.kind, ref.id), ConsistentRead: true }),
  );
  return output.Item ? exactStateItemSchema.parse(output.Item) : undefined;
}

/**
 * The pending marker as a transaction item, for a write that changes a field the sync carries
 * (`shown`: the record's copy of its state as read). The relation writes add it themselves.
 */
export function markPending(ref: ExactRef, shown: string | undefined): PendingMarker {
  return pendingMarker(ref.kind, ref.id, shown);
}

/** A record waiting for a push, as the pending index lists it. */
export interface PendingRef extends ExactRef {
  since: string;
}

/** One page of the records whose changes wait for Exact, oldest first (gsi1 `EXACT#PENDING`). */
export async function pendingRecords(limit: number, cursor?: string | null): Promise<Page<PendingRef>> {
  return queryPage({
    index: 'gsi1',
    partition: listPartitions.exactPending,
    limit,
    cursor,
    schema: {
      parse: (item) => {
        const state = exactStateItemSchema.parse(item);
        return { kind: state.kind, id: state.recordId, since: state.pendingSince ?? '' };
      },
    },
  });
}

/** Our records linked to one Exact account (a customer, a supplier, or both). */
export async function linkedRecords(exactId: string): Promise<ExactRef[]> {
  const items = await queryAll({
    partition: partitions.exactAccount(exactId),
    schema: rawItems,
    consistent: true,
  });
  return items.flatMap((item) => {
    const kind = exactKinds.find((k) => String(item.sk).startsWith(`${relationPrefixes[k]}#`));
    return kind ? [{ kind, id: String(item.sk).slice(relationPrefixes[kind].length + 1) }] : [];
  });
}

/** The state fields a write sets; whatever it leaves out is gone. */
interface StateFields {
  state: ExactLinkState;
  exactId?: string | undefined;
  exactCode?: string | undefined;
  exactBankId?: string | undefined;
  error?: string | undefined;
  lastSyncAt?: string | undefined;
  exactSynced?: SyncedValues | undefined;
  exactCreateAttempt?: { at: string; id: string } | undefined;
  conflictFields?: ConflictField[] | undefined;
  candidates?: ExactCandidate[] | undefined;
}

/** The fields that carry over from the current state unless a write says otherwise. */
function kept(current: ExactStateItem | undefined): Omit<StateFields, 'state'> {
  return {
    exactId: current?.exactId,
    exactCode: current?.exactCode,
    exactBankId: current?.exactBankId,
    error: current?.error,
    lastSyncAt: current?.lastSyncAt,
    exactSynced: current?.exactSynced,
    exactCreateAttempt: current?.exactCreateAttempt,
  };
}

const defined = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/**
 * The transaction items of one state write: the state item put whole (conditional on the
 * `pendingId` read, so a change saved meanwhile is never cleared unseen), the record's copy of its
 * shown state, and what else the caller adds. `clearPending` ends the wait for a push.
 */
export function stateWrite(
  ref: ExactRef,
  current: ExactStateItem | undefined,
  fields: StateFields,
  options: { clearPending?: boolean; now?: string } = {},
): { item: TransactItem; guard: Guard; next: ExactStateItem; shown: ReturnType<typeof shownState> } {
  const now = options.now ?? new Date().toISOString();
  const key = keys.exactState(ref.kind, ref.id);
  const pending =
    !options.clearPending && current?.pendingSince && current.pendingId
      ? { pendingSince: current.pendingSince, pendingId: current.pendingId }
      : {};
  const next = exactStateItemSchema.parse({
    ...key,
    type: 'exact-state',
    kind: ref.kind,
    recordId: ref.id,
    ...defined(fields),
    ...pending,
    updatedAt: now,
  });
  const shown = shownState(next);
  const item: Record<string, unknown> = {
    ...next,
    ...(pending.pendingSince ? indexKeys.exactPending(pending.pendingSince, ref.kind, ref.id) : {}),
    ...(attentionStates.includes(next.state) ? indexKeys.exactAttention(next.state, ref.kind, ref.id) : {}),
  };
  const condition = current?.pendingId
    ? {
        ConditionExpression: 'pendingId = :pendingId',
        ExpressionAttributeValues: { ':pendingId': current.pendingId },
      }
    : current
      ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(pendingId)' }
      : { ConditionExpression: 'attribute_not_exists(pk)' };
  return {
    item: { Put: { TableName: tableName(), Item: item, ...condition } },
    guard: stateCopyGuard(ref.kind, ref.id, shown),
    next,
    shown,
  };
}

/**
 * Linked, without error, both sides agreeing on `synced` (a resolved conflict, a pull); `bankId`:
 * the main bank account the pull read, when we knew none.
 */
export function agreedWrite(
  ref: ExactRef,
  current: ExactStateItem | undefined,
  synced: SyncedValues,
  at?: string,
  bankId?: string,
) {
  return stateWrite(ref, current, {
    ...kept(current),
    state: 'gekoppeld',
    error: undefined,
    exactSynced: synced,
    ...(at ? { lastSyncAt: at } : {}),
    ...(bankId ? { exactBankId: bankId } : {}),
  });
}

/** Writes a state with the record's copy in one transaction; answers the new state. */
async function writeState(
  ref: ExactRef,
  current: ExactStateItem | undefined,
  fields: StateFields,
  options: { clearPending?: boolean; extra?: TransactItem[] } = {},
): Promise<ExactStateItem> {
  const write = stateWrite(ref, current, fields, options);
  await transact([write.guard.item, write.item, ...(options.extra ?? [])], [], 0, [write.guard]);
  return write.next;
}

/**
 * Ends the wait for a push after the record was pushed, unless it changed again meanwhile: then
 * it stays pending and this answers false (the next run pushes the newer change).
 */
export async function clearPending(ref: ExactRef, current: ExactStateItem): Promise<boolean> {
  return settle(ref, current, { ...kept(current), state: current.state }, true);
}

/** A write that ends a wait: false (nothing written) when a newer change came meanwhile. */
async function settle(
  ref: ExactRef,
  current: ExactStateItem | undefined,
  fields: StateFields,
  clearPending: boolean,
  extra: TransactItem[] = [],
): Promise<boolean> {
  try {
    await writeState(ref, current, fields, { clearPending, extra });
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/**
 * Before a create is sent: the attempt (`at`, its id) is kept until an answer with the new ID
 * links the record, so a lost answer is matched again before any retry (decision 035).
 */
export async function setCreateAttempt(
  ref: ExactRef,
  current: ExactStateItem | undefined,
  attempt: { at: string; id: string },
): Promise<ExactStateItem> {
  return writeState(ref, current, {
    ...kept(current),
    state: current?.state ?? 'niet gekoppeld',
    exactCreateAttempt: attempt,
  });
}

/**
 * The record is linked to an Exact account (created, matched, pushed or pulled): its ID, its Code
 * (trimmed), the values both sides hold now, the time. The error, conflict and create attempt are
 * over. With `clearPending` the pushed change stops waiting (false when a newer one came: then
 * nothing is written and the run reads the state again). Writes the account's marker.
 */
export async function setLinked(
  ref: ExactRef,
  current: ExactStateItem | undefined,
  link: {
    exactId: string;
    exactCode: string;
    synced: SyncedValues;
    bankId?: string | undefined;
    at?: string;
    clearPending?: boolean;
  },
): Promise<boolean> {
  const at = link.at ?? new Date().toISOString();
  const markers: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.exactAccount(link.exactId, ref.kind, ref.id),
          type: 'exact-account',
          kind: ref.kind,
          recordId: ref.id,
        },
      },
    },
    ...(current?.exactId && current.exactId !== link.exactId
      ? [{ Delete: { TableName: tableName(), Key: keys.exactAccount(current.exactId, ref.kind, ref.id) } }]
      : []),
  ];
  return settle(
    ref,
    current,
    {
      state: 'gekoppeld',
      exactId: link.exactId,
      exactCode: link.exactCode.trim(),
      exactBankId: link.bankId ?? (current?.exactId === link.exactId ? current.exactBankId : undefined),
      exactSynced: link.synced,
      lastSyncAt: at,
    },
    link.clearPending ?? false,
    markers,
  );
}

/**
 * The record's sync failed (`message`: Dutch, for staff): state `fout` on the attention list. With
 * `clearPending` the run stops retrying until the next change (an error Exact gives for the
 * record's data would only fail again); a run that stopped for the limits leaves it pending.
 */
export async function setError(
  ref: ExactRef,
  current: ExactStateItem | undefined,
  message: string,
  options: { clearPending?: boolean } = {},
): Promise<boolean> {
  return settle(
    ref,
    current,
    { ...kept(current), state: 'fout', error: message },
    options.clearPending ?? false,
  );
}

/**
 * The record needs a person: fields changed on both sides since the last sync (`fields`, both
 * values), or more than one Exact account matched (`candidates`). Neither pushed nor overwritten
 * until staff resolve it; the pending wait ends (resolving starts it again if ours stands).
 */
export async function setConflict(
  ref: ExactRef,
  current: ExactStateItem | undefined,
  conflict: { fields?: ConflictField[]; candidates?: ExactCandidate[] },
): Promise<boolean> {
  const message = conflict.candidates?.length
    ? `Meer dan één account in Exact Online past bij deze relatie (${conflict.candidates.map((c) => `${c.code.trim()} ${c.name}`).join(', ')}). Kies het juiste.`
    : 'Gewijzigd in Exact Online en hier sinds de laatste synchronisatie. Kies welke waarde blijft.';
  return settle(
    ref,
    current,
    {
      ...kept(current),
      state: 'conflict',
      error: message,
      conflictFields: conflict.fields?.length ? conflict.fields : undefined,
      candidates: conflict.candidates?.length ? conflict.candidates : undefined,
    },
    true,
  );
}

/**
 * The account was deleted in Exact (`sync/Deleted`): the record is unlinked and keeps all its data;
 * `reason` (Dutch) says why. We never delete our record because Exact did.
 */
export async function unlink(ref: ExactRef, current: ExactStateItem, reason: string): Promise<boolean> {
  return settle(
    ref,
    current,
    { state: 'niet gekoppeld', error: reason, lastSyncAt: current.lastSyncAt },
    true,
    current.exactId
      ? [{ Delete: { TableName: tableName(), Key: keys.exactAccount(current.exactId, ref.kind, ref.id) } }]
      : [],
  );
}
