import { ConflictError, type DomainError } from '../errors.ts';
import type { Actor } from './actor.ts';
import { tableName } from './client.ts';
import { labelOf, historyItem, redact, trackedChanges } from './history.ts';
import { attributeUpdates, updateExpression } from './update-expression.ts';
import type { Key } from './keys.ts';
import {
  markerDelete,
  markerPut,
  transact,
  type Guard,
  type TransactItem,
  type UniqueClaim,
} from './transaction.ts';

type ConditionCheckInput = NonNullable<TransactItem['ConditionCheck']>;

/**
 * Writes of versioned records. Each one is a single TransactWriteItems: the record (conditional
 * on its version), its history item, and any uniqueness markers and counters, so either all of it
 * happens or nothing does.
 */

export interface VersionedRecord extends Key {
  id: string;
  version: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

export interface CreateRecordInput<T extends Record<string, unknown>> {
  key: Key;
  id: string;
  data: T;
  actor: Actor;
  uniques?: UniqueClaim[];
  guards?: Guard[];
  extra?: TransactItem[];
  /** Further items made from the record as it will be stored (list copies that carry its version). */
  extraFor?: (item: T & VersionedRecord) => TransactItem[];
  /** The name the change feed shows; by default the record's own name field. */
  label?: string;
  /** The history entry's action and subject when it is not a plain create (an import). */
  history?: { action: string; subjectType: string };
}

/**
 * The transaction items of a create (the record, its markers, guards, history entry and extras)
 * and the record as it will be stored, for a caller that sends several creates together (an import).
 */
export function createRecordItems<T extends Record<string, unknown>>(
  input: CreateRecordInput<T>,
): { item: T & VersionedRecord; items: TransactItem[] } {
  const now = new Date().toISOString();
  const item = {
    ...input.data,
    ...input.key,
    id: input.id,
    version: 1,
    createdAt: now,
    createdBy: input.actor.id,
    updatedAt: now,
    updatedBy: input.actor.id,
  };
  const changes = redact(trackedChanges({}, input.data));
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(input.uniques ?? []).map((claim) => markerPut(claim, input.key.pk)),
    ...(input.guards ?? []).map((guard) => guard.item),
    {
      Put: {
        TableName: tableName(),
        Item: historyItem(input.key.pk, input.actor, input.history?.action ?? 'create', changes, now, {
          type: input.history?.subjectType ?? input.data.type,
          id: input.id,
          label: labelOf(input.data, input.label),
        }),
      },
    },
    ...(input.extra ?? []),
    ...(input.extraFor?.(item) ?? []),
  ];
  return { item, items };
}

export async function createRecord<T extends Record<string, unknown>>(
  input: CreateRecordInput<T>,
): Promise<T & VersionedRecord> {
  const { item, items } = createRecordItems(input);
  await transact(items, input.uniques ?? [], 1, input.guards);
  return item;
}

export interface UpdateRecordInput<T extends VersionedRecord> {
  current: T;
  /** The version the client edited; a different stored version is a conflict. */
  expectedVersion: number;
  changes: Partial<Omit<T, keyof VersionedRecord>>;
  actor: Actor;
  /** Uniqueness markers to claim (new values) and to release (old values). */
  claim?: UniqueClaim[];
  release?: Key[];
  guards?: Guard[];
  extra?: TransactItem[];
  /** Further items made from the record as it will be stored (list copies that carry its version). */
  extraFor?: (item: T) => TransactItem[];
  action?: string;
  label?: string;
}

/** Whether the changes differ from what the record holds. */
function changesAnything(current: object, changes: object): boolean {
  return Object.entries(changes as Record<string, unknown>).some(
    ([field, value]) =>
      JSON.stringify((current as Record<string, unknown>)[field] ?? null) !== JSON.stringify(value ?? null),
  );
}

/** The Update of a versioned item (conditional on its version) and the item as it will be. */
export function versionedUpdate<T extends VersionedRecord>(
  current: T,
  expectedVersion: number,
  changes: object,
  actor: Actor,
  now: string,
  condition?: string,
): { item: TransactItem; updated: T } {
  const set: Record<string, unknown> = { ...changes, updatedAt: now, updatedBy: actor.id };
  const parts = attributeUpdates(set, 'f');
  const names: Record<string, string> = { '#version': 'version', ...parts.names };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':one': 1, ...parts.values };
  const expression = updateExpression(['#version = #version + :one', ...parts.set], parts.remove);
  const updated: Record<string, unknown> = { ...(current as object), ...set, version: current.version + 1 };
  for (const [field, value] of Object.entries(set)) if (value === undefined) delete updated[field];
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: { pk: current.pk, sk: current.sk },
        UpdateExpression: expression,
        ConditionExpression: `attribute_exists(pk) AND #version = :expected${condition ? ` AND ${condition}` : ''}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    updated: updated as T,
  };
}

function changeHistory<T extends VersionedRecord>(
  current: T,
  changes: object,
  input: { actor: Actor; action?: string | undefined; label?: string | undefined },
  now: string,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: historyItem(
        current.pk,
        input.actor,
        input.action ?? 'update',
        redact(trackedChanges(current, changes)),
        now,
        {
          type: (current as { type?: unknown }).type,
          id: current.id,
          label: labelOf({ ...current, ...changes }, input.label),
        },
      ),
    },
  };
}

/**
 * One more versioned record changed inside another write's transaction (a converted lead beside
 * its new customer, the contact person that stops being primary): its Update, conditional on its
 * version and on `condition` if given, and its history item. Nothing when nothing changes.
 */
export function updateItems<T extends VersionedRecord>(input: {
  current: T;
  changes: Partial<Omit<T, keyof VersionedRecord>>;
  actor: Actor;
  action?: string;
  /** The name the change feed shows (a financial record shows its company's). */
  label?: string;
  /** A further condition on the item, e.g. `attribute_not_exists(customerId)`. */
  condition?: string;
  now?: string;
}): TransactItem[] {
  if (!changesAnything(input.current, input.changes)) return [];
  const now = input.now ?? new Date().toISOString();
  const { item } = versionedUpdate(
    input.current,
    input.current.version,
    input.changes,
    input.actor,
    now,
    input.condition,
  );
  return [item, changeHistory(input.current, input.changes, input, now)];
}

export async function updateRecord<T extends VersionedRecord>(input: UpdateRecordInput<T>): Promise<T> {
  const { current } = input;
  if (current.version !== input.expectedVersion) throw new ConflictError();
  const uniques = input.claim ?? [];
  const written = changesAnything(current, input.changes);
  if (!written && uniques.length === 0 && !input.extra?.length && !input.guards?.length) return current;

  const now = new Date().toISOString();
  const { item, updated } = versionedUpdate(current, input.expectedVersion, input.changes, input.actor, now);
  await transact(
    [
      item,
      ...uniques.map((claim) => markerPut(claim, current.pk)),
      ...(input.guards ?? []).map((guard) => guard.item),
      ...(input.release ?? []).map(markerDelete),
      changeHistory(current, input.changes, input, now),
      ...(input.extra ?? []),
      ...(input.extraFor?.(updated) ?? []),
    ],
    uniques,
    1,
    input.guards,
  );
  return updated;
}

/** A Delete of a versioned item that fails when it changed since it was read (a child of a deleted record). */
export function versionedDelete(item: { pk: string; sk: string; version: number }): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: { pk: item.pk, sk: item.sk },
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': item.version },
    },
  };
}

export interface DeleteRecordInput {
  current: VersionedRecord;
  expectedVersion: number;
  actor: Actor;
  release?: Key[];
  guards?: Guard[];
  extra?: TransactItem[];
  label?: string;
}

/** A guard that holds while `condition` is true of the item at `key` (which may be missing). */
export function conditionGuard(
  key: Key,
  condition: Pick<
    ConditionCheckInput,
    'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
  error: DomainError,
): Guard {
  return { item: { ConditionCheck: { TableName: tableName(), Key: key, ...condition } }, error };
}

/** Deletes a record (conditional on its version); a final history item stays as a tombstone. */
export async function deleteRecord(input: DeleteRecordInput): Promise<void> {
  const { current } = input;
  if (current.version !== input.expectedVersion) throw new ConflictError();
  const now = new Date().toISOString();
  const guards = input.guards ?? [];
  await transact(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: { pk: current.pk, sk: current.sk },
          ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': input.expectedVersion },
        },
      },
      ...guards.map((guard) => guard.item),
      ...(input.release ?? []).map(markerDelete),
      {
        Put: {
          TableName: tableName(),
          Item: historyItem(current.pk, input.actor, 'delete', [], now, {
            type: (current as { type?: unknown }).type,
            id: current.id,
            label: labelOf(current, input.label),
          }),
        },
      },
      ...(input.extra ?? []),
    ],
    [],
    1,
    guards,
  );
}
