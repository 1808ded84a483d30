import { generateKeyBetween } from 'fractional-indexing';
import { ulid } from 'ulid';
import type { Actor } from '../db/actor.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { historyItem } from '../db/history.ts';
import { keys } from '../db/keys.ts';
import { positionAfter, positionAtEnd } from '../db/position.ts';
import { MAX_TRANSACTION_ITEMS, sendTransaction, type Guard, type TransactItem } from '../db/transaction.ts';
import { createRecord, deleteRecord, updateRecord } from '../db/write.ts';
import { ConflictError } from '../errors.ts';
import { ownerExists } from '../records/kinds.ts';
import type { ContractTypeCondition } from '../contract-types/schema.ts';
import {
  conditionItemSchema,
  type ConditionItem,
  type ConditionSource,
  type ConditionVersionItem,
} from './item.ts';
import { listConditions } from './repository.ts';
import {
  conditionMessages,
  MAX_CONTRACT_CONDITIONS,
  type ConditionInput,
  type ConditionMove,
} from './schema.ts';
import { conditionTextHash } from './text-hash.ts';

/**
 * Staff's changes to a contract's conditions (decision 031). Every text version is kept as an item
 * of its own; a version once sent for review is frozen, so editing a sent condition starts a new
 * version (Concept) and the evidence of the old one keeps pointing at the words it was about.
 */

function versionItem(
  contractId: string,
  conditionId: string,
  textVersion: number,
  content: { title: string; text: string; textHash: string },
  actor: Actor,
  at: string,
): ConditionVersionItem {
  return {
    ...keys.conditionVersion(contractId, conditionId, textVersion),
    type: 'contract_condition_version',
    conditionId,
    textVersion,
    title: content.title,
    text: content.text,
    textHash: content.textHash,
    createdAt: at,
    createdBy: actor.id,
    createdByName: actor.name,
  };
}

const put = (item: object, condition?: string): TransactItem => ({
  Put: { TableName: tableName(), Item: item, ...(condition ? { ConditionExpression: condition } : {}) },
});

/**
 * The limit of conditions per contract, inside the create's transaction: the count moves up by one
 * unless it has reached the limit. A contract whose conditions were written without the count (its
 * type's copies, data from before the count) starts it from the conditions just read; from then on
 * the stored count is what every create meets on.
 */
function countUp(contractId: string, listed: number): Guard {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.conditionCount(contractId),
        UpdateExpression: 'SET #count = if_not_exists(#count, :listed) + :one, #type = :type',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
        ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
        ExpressionAttributeValues: {
          ':listed': listed,
          ':one': 1,
          ':max': MAX_CONTRACT_CONDITIONS,
          ':type': 'contract_condition_count',
        },
      },
    },
    error: new ConflictError(conditionMessages.tooMany),
  };
}

/**
 * A delete moves the count down when there is one; when there is none, it must still be absent at
 * the delete (else a create started it from a list that held this condition): a 409 to try again.
 */
async function countDown(contractId: string): Promise<TransactItem> {
  const key = keys.conditionCount(contractId);
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  if (!Item) {
    return {
      ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_not_exists(pk)' },
    };
  }
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #count = #count - :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

export async function createCondition(
  contractId: string,
  input: ConditionInput,
  actor: Actor,
): Promise<ConditionItem> {
  const existing = await listConditions(contractId);
  // Said at once when the list shows it; the count in the transaction is what holds.
  if (existing.length >= MAX_CONTRACT_CONDITIONS) throw new ConflictError(conditionMessages.tooMany);
  const id = ulid();
  const textHash = conditionTextHash(input.title, input.text);
  const now = new Date().toISOString();
  const created = await createRecord({
    key: keys.condition(contractId, id),
    id,
    data: {
      type: 'contract_condition' as const,
      title: input.title,
      text: input.text,
      contractId,
      position: positionAtEnd(existing),
      status: 'concept' as const,
      textVersion: 1,
      textHash,
      sent: false,
    },
    actor,
    guards: [ownerExists({ kind: 'contract', id: contractId }), countUp(contractId, existing.length)],
    extra: [
      put(versionItem(contractId, id, 1, { ...input, textHash }, actor, now), 'attribute_not_exists(pk)'),
    ],
  });
  return conditionItemSchema.parse(created);
}

/**
 * An edit. A text never sent is changed in place (with its version item); a sent one (Ter
 * beoordeling, Geaccepteerd, Afgewezen) gets a new version, Concept again, out of any review. An
 * edit that changes neither title nor text changes nothing.
 */
export async function updateCondition(
  current: ConditionItem,
  input: ConditionInput,
  version: number,
  actor: Actor,
): Promise<ConditionItem> {
  const textHash = conditionTextHash(input.title, input.text);
  if (current.version !== version) throw new ConflictError();
  if (textHash === current.textHash && input.title === current.title && input.text === current.text) {
    return current;
  }
  const now = new Date().toISOString();
  const newVersion = current.sent;
  const textVersion = newVersion ? current.textVersion + 1 : current.textVersion;
  const updated = await updateRecord<ConditionItem>({
    current,
    expectedVersion: version,
    changes: {
      title: input.title,
      text: input.text,
      textHash,
      textVersion,
      ...(newVersion ? { status: 'concept' as const, sent: false, reviewId: undefined } : {}),
    },
    actor,
    ...(newVersion ? { action: 'new-version' } : {}),
    extra: [
      put(
        versionItem(current.contractId, current.id, textVersion, { ...input, textHash }, actor, now),
        // A frozen (sent) version is never overwritten; a new one must be new.
        newVersion ? 'attribute_not_exists(pk)' : undefined,
      ),
    ],
  });
  return conditionItemSchema.parse(updated);
}

/** A condition never sent can go (with its versions); one that was sent is part of the evidence. */
export async function deleteCondition(current: ConditionItem, version: number, actor: Actor): Promise<void> {
  if (current.sent || current.textVersion > 1 || current.status !== 'concept') {
    throw new ConflictError(conditionMessages.sentCannotBeDeleted);
  }
  await deleteRecord({
    current,
    expectedVersion: version,
    actor,
    extra: [
      {
        Delete: {
          TableName: tableName(),
          Key: keys.conditionVersion(current.contractId, current.id, current.textVersion),
        },
      },
      await countDown(current.contractId),
    ],
  });
}

/**
 * Moves a condition right after `afterId` (null: first) in the order as it is now: a new fractional
 * position between that one and its successor. Only the moved condition is written.
 */
export async function moveCondition(
  current: ConditionItem,
  input: ConditionMove,
  actor: Actor,
): Promise<ConditionItem> {
  const others = (await listConditions(current.contractId)).filter((other) => other.id !== current.id);
  const position = positionAfter(others, input.afterId);
  return conditionItemSchema.parse(
    await updateRecord<ConditionItem>({
      current,
      expectedVersion: current.version,
      changes: { position },
      actor,
      action: 'move',
    }),
  );
}

/**
 * A new contract of a type starts with copies of the type's standard conditions, each remembering
 * its source and the hash of the text it was copied from. Written after the contract (a type may
 * have a hundred conditions, more than one transaction holds), with one history entry.
 */
export async function copyTypeConditions(
  contractId: string,
  typeId: string,
  conditions: readonly ContractTypeCondition[],
  actor: Actor,
  after: string | null = null,
): Promise<void> {
  if (conditions.length === 0) return;
  const now = new Date().toISOString();
  // After the last condition there is (a copy finished later goes on where it stopped).
  let position: string | null = after;
  // A condition and its text version are written together, never one without the other (issue 28):
  // each transaction holds whole pairs, the last one also the history entry.
  const pairs: Record<string, unknown>[][] = [];
  for (const condition of conditions.slice(0, MAX_CONTRACT_CONDITIONS)) {
    const id = ulid();
    position = generateKeyBetween(position, null);
    const textHash = conditionTextHash(condition.title, condition.text);
    const source: ConditionSource = { typeId, conditionId: condition.id, textHash };
    const item: ConditionItem = {
      ...keys.condition(contractId, id),
      id,
      version: 1,
      createdAt: now,
      createdBy: actor.id,
      updatedAt: now,
      updatedBy: actor.id,
      type: 'contract_condition',
      title: condition.title,
      text: condition.text,
      contractId,
      position,
      status: 'concept',
      textVersion: 1,
      textHash,
      sent: false,
      source,
    };
    pairs.push([item, versionItem(contractId, id, 1, { ...condition, textHash }, actor, now)]);
  }
  const history = historyItem(
    keys.contract(contractId).pk,
    actor,
    'copy-conditions',
    [{ field: 'conditions', from: null, to: conditions.map((condition) => condition.title).join(', ') }],
    now,
    { type: 'contract_condition', id: contractId, label: 'Standaardvoorwaarden van het contracttype' },
  );
  const perTransaction = Math.floor((MAX_TRANSACTION_ITEMS - 1) / 2);
  for (let start = 0; start < pairs.length; start += perTransaction) {
    const last = start + perTransaction >= pairs.length;
    const items = [...pairs.slice(start, start + perTransaction).flat(), ...(last ? [history] : [])];
    await sendTransaction(items.map((item) => ({ Put: { TableName: tableName(), Item: item } })));
  }
}
