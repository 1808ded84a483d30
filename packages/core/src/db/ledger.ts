import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.ts';
import { keys } from './keys.ts';
import { sendTransaction, type TransactItem } from './transaction.ts';

/**
 * The ledger of the daily job's actions (decision 024): one item per action that must happen once
 * (`REMINDER#<record>#<period>#<kind>`), put only when absent. Whoever puts it acts; a second run,
 * or one running at the same moment, finds it and does nothing.
 */
export interface LedgerEntry {
  recordPk: string;
  /** Which occurrence: a contract's period (`2027-01-01`), a request's round, … */
  period: string;
  /** Which action: `decision-todo`, `decision-mail`, `notice-7-mail`, … */
  kind: string;
}

/** A claim still `sending` after this long belongs to a run that died mid-send: it may be retaken. */
export const ABANDONED_CLAIM_MS = 60 * 60_000;

function ledgerItem(entry: LedgerEntry, state: 'done' | 'sending', now: Date) {
  return {
    ...keys.reminder(entry.recordPk, entry.period, entry.kind),
    type: 'reminder',
    recordPk: entry.recordPk,
    period: entry.period,
    kind: entry.kind,
    state,
    at: now.toISOString(),
  };
}

/**
 * Form (a): the ledger item as a transaction item, to put beside a DynamoDB write (a todo and its
 * ledger item in one TransactWriteItems, so the todo exists exactly once).
 */
export function ledgerPut(entry: LedgerEntry, now = new Date()): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: ledgerItem(entry, 'done', now),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Writes `items` together with the ledger item, once: answers false (nothing written) when the
 * ledger item exists already. Any other failure is thrown.
 */
export async function transactOnce(
  entry: LedgerEntry,
  items: TransactItem[],
  now = new Date(),
): Promise<boolean> {
  try {
    await sendTransaction([ledgerPut(entry, now), ...items]);
    return true;
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
    )
      return false;
    throw error;
  }
}

/**
 * Form (b), for an action outside the table (a mail): claim the ledger item first (`sending`), act,
 * then mark it `sent`. When the action fails the claim is deleted, so the next run tries again.
 * Answers whether this call acted. A claim whose run died between claiming and marking is retaken
 * after `ABANDONED_CLAIM_MS`: a crash may then send twice, but never leaves a deadline unsent.
 */
export async function onceOnly(
  entry: LedgerEntry,
  action: () => Promise<void>,
  now = new Date(),
): Promise<boolean> {
  const key = keys.reminder(entry.recordPk, entry.period, entry.kind);
  const claim = ledgerItem(entry, 'sending', now);
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: claim,
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :sending AND #at < :abandoned)',
        ExpressionAttributeNames: { '#state': 'state', '#at': 'at' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':abandoned': new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString(),
        },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  // Only this claim (its time) is released or marked: a run that retook an abandoned claim owns it.
  const ours = {
    ConditionExpression: '#state = :sending AND #at = :at',
    ExpressionAttributeNames: { '#state': 'state', '#at': 'at' },
  };
  const ourValues = { ':sending': 'sending', ':at': claim.at };
  try {
    await action();
  } catch (error) {
    // The action's error is what the caller must see; a claim that could not be released is
    // retaken once abandoned.
    await dynamo
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: key,
          ...ours,
          ExpressionAttributeValues: ourValues,
        }),
      )
      .catch(() => undefined);
    throw error;
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #state = :sent, sentAt = :sentAt',
        ...ours,
        ExpressionAttributeValues: {
          ...ourValues,
          ':sent': 'sent',
          ':sentAt': new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    // Another run retook the claim as abandoned meanwhile: it marks the item itself.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  return true;
}

/** The ledger item's state, for tests and diagnostics. */
export async function ledgerState(entry: LedgerEntry): Promise<string | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.reminder(entry.recordPk, entry.period, entry.kind) }),
  );
  return typeof output.Item?.state === 'string' ? output.Item.state : undefined;
}
