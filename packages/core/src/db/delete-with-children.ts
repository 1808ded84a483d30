import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConflictError } from '../errors.ts';
import type { Actor } from './actor.ts';
import { tableName } from './client.ts';
import {
  MAX_TRANSACTION_ITEMS,
  sendTransaction,
  splitTransaction,
  type Guard,
  type TransactItem,
} from './transaction.ts';
import { deleteRecord, type VersionedRecord } from './write.ts';

export interface DeleteWithChildrenInput {
  current: VersionedRecord;
  expectedVersion: number;
  actor: Actor;
  /** Items that go with the record itself (its index items, counters, markers). */
  own: TransactItem[];
  /** Children, each a group written together (a contact person and its tokens, a file and its marker). */
  children: TransactItem[][];
  guards?: Guard[];
  label?: string;
}

/**
 * Deletes a record and everything it owns. Children that do not fit in the record's own
 * transaction go first, in transactions of their own; each of those checks the record's version and
 * the guards too, so a stale or refused delete removes nothing, and a delete that fails halfway
 * leaves the record (and the rest) to be deleted again.
 */
export async function deleteWithChildren(input: DeleteWithChildrenInput): Promise<void> {
  const { current, expectedVersion } = input;
  if (current.version !== expectedVersion) throw new ConflictError();
  const guards = input.guards ?? [];
  const parts = splitTransaction(
    input.children,
    // The record's own delete and its history item are the other two.
    MAX_TRANSACTION_ITEMS - 2 - input.own.length - guards.length,
    MAX_TRANSACTION_ITEMS - 1 - guards.length,
  );
  const unchanged: TransactItem = {
    ConditionCheck: {
      TableName: tableName(),
      Key: { pk: current.pk, sk: current.sk },
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':expected': expectedVersion },
    },
  };
  for (const items of parts.separate) {
    try {
      await sendTransaction([unchanged, ...guards.map((guard) => guard.item), ...items]);
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = guards.find((_, index) => reasons[index + 1]?.Code === 'ConditionalCheckFailed');
      throw failed?.error ?? new ConflictError();
    }
  }
  await deleteRecord({
    current,
    expectedVersion,
    actor: input.actor,
    guards,
    label: input.label,
    extra: [...input.own, ...parts.inline],
  });
}
