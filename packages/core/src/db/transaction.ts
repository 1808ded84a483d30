import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConflictError, ValidationError, type DomainError } from '../errors.ts';
import { dynamo, tableName } from './client.ts';
import type { Key } from './keys.ts';

/**
 * One TransactWriteItems and what its cancellation means: a failed guard's own error, a taken
 * unique value as a field's 422, any other failed condition as a 409. See write.ts for the writes.
 */
/** DynamoDB's limit for one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** An extra transaction item whose failed condition means a specific domain error. */
export interface Guard {
  item: TransactItem;
  error: DomainError;
}

export interface UniqueClaim {
  key: Key;
  field: string;
  message: string;
}

export function markerPut(claim: UniqueClaim, ownerPk: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...claim.key, type: 'unique', owner: ownerPk },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function markerDelete(key: Key): TransactItem {
  return { Delete: { TableName: tableName(), Key: key } };
}

export async function transact(
  items: TransactItem[],
  uniques: UniqueClaim[],
  uniqueOffset: number,
  guards: Guard[] = [],
): Promise<void> {
  const guardOffset = uniqueOffset + uniques.length;
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new ValidationError({
      _: [
        'Deze wijziging is te groot om in één keer op te slaan. Maak de gegevens korter of verdeel de wijziging.',
      ],
    });
  }
  try {
    await sendTransaction(items);
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failedUniques = uniques.filter(
      (_, index) => reasons[uniqueOffset + index]?.Code === 'ConditionalCheckFailed',
    );
    const failedGuard = guards.find(
      (_, index) => reasons[guardOffset + index]?.Code === 'ConditionalCheckFailed',
    );
    if (failedGuard) throw failedGuard.error;
    if (failedUniques.length > 0) {
      throw new ValidationError(Object.fromEntries(failedUniques.map((u) => [u.field, [u.message]])));
    }
    if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) throw new ConflictError();
    if (reasons.some((reason) => reason.Code === 'TransactionConflict')) throw new ConflictError();
    throw error;
  }
}

/** Tries of a transaction that only met another transaction on a shared item (a counter). */
const CONFLICT_ATTEMPTS = 5;

/** Whether DynamoDB cancelled a transaction only because another one held one of its items. */
function onlyConflicted(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return (
    codes.includes('TransactionConflict') &&
    codes.every((code) => code === 'None' || code === 'TransactionConflict')
  );
}

/**
 * One TransactWriteItems. Two transactions that touch the same item at the same moment (every
 * create of a lead moves `count#lead`) make DynamoDB cancel one of them as a whole, with nothing
 * written and no condition failed: that one is sent again after a short random pause, so a
 * coincidence is never reported to the user as "changed by someone else".
 */
export async function sendTransaction(items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!onlyConflicted(error) || attempt === CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 40 * 2 ** attempt));
    }
  }
}

/**
 * Fits groups of transaction items (each group must be written together, such as one contact
 * person and its tokens) around a main transaction: whole groups fill the `room` left in the main
 * transaction, the rest are packed into transactions of their own of at most 100 items.
 */
export function splitTransaction(
  groups: TransactItem[][],
  room: number,
  /** Items per separate transaction (less than the limit when the caller adds a guard to each). */
  separateLimit = MAX_TRANSACTION_ITEMS,
): { inline: TransactItem[]; separate: TransactItem[][] } {
  const inline: TransactItem[] = [];
  const separate: TransactItem[][] = [];
  for (const group of groups) {
    if (inline.length + group.length <= room) {
      inline.push(...group);
      continue;
    }
    const last = separate.at(-1);
    if (last && last.length + group.length <= separateLimit) last.push(...group);
    else separate.push([...group]);
  }
  return { inline, separate };
}
