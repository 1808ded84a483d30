import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../db/page.ts';
import type * as z from 'zod';
import { dynamo, tableName } from '../db/client.ts';
import {
  CONDITION_PREFIX,
  CONDITION_VERSION_PREFIX,
  EVIDENCE_PREFIX,
  REVIEW_PREFIX,
  keys,
  type Key,
} from '../db/keys.ts';
import { byPosition } from '../db/position.ts';
import { NotFoundError } from '../errors.ts';
import {
  chainHeadSchema,
  conditionItemSchema,
  conditionVersionItemSchema,
  evidenceItemSchema,
  reviewItemSchema,
  type ChainHead,
  type ConditionItem,
  type ConditionVersionItem,
  type EvidenceItem,
  type ReviewItem,
} from './item.ts';
import { conditionMessages } from './schema.ts';

/**
 * Reads of a contract's conditions, versions, reviews and evidence: each a consistent Query on a
 * prefix of the contract's partition (a decision or a move a moment ago must show).
 */
async function getItem<T>(key: Key, schema: z.ZodType<T>): Promise<T | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return output.Item ? schema.parse(output.Item) : undefined;
}

const contractPk = (contractId: string) => keys.contract(contractId).pk;

export async function listConditions(contractId: string): Promise<ConditionItem[]> {
  const items = await queryAll({
    partition: contractPk(contractId),
    sortPrefix: CONDITION_PREFIX,
    schema: conditionItemSchema,
    consistent: true,
  });
  return items.sort(byPosition);
}

export async function getCondition(contractId: string, id: string): Promise<ConditionItem> {
  const item = await getItem(keys.condition(contractId, id), conditionItemSchema);
  if (!item) throw new NotFoundError(conditionMessages.notFound);
  return item;
}

/** A condition's text versions, oldest first. */
export function listVersions(contractId: string, conditionId: string): Promise<ConditionVersionItem[]> {
  return queryAll({
    partition: contractPk(contractId),
    sortPrefix: `${CONDITION_VERSION_PREFIX}${conditionId}#`,
    schema: conditionVersionItemSchema,
    consistent: true,
  });
}

export function getVersion(
  contractId: string,
  conditionId: string,
  textVersion: number,
): Promise<ConditionVersionItem | undefined> {
  return getItem(keys.conditionVersion(contractId, conditionId, textVersion), conditionVersionItemSchema);
}

/** The reviews sent for a contract, newest first (their ids are time-ordered). */
export async function listReviews(contractId: string): Promise<ReviewItem[]> {
  const items = await queryAll({
    partition: contractPk(contractId),
    sortPrefix: REVIEW_PREFIX,
    schema: reviewItemSchema,
    consistent: true,
  });
  return items.reverse();
}

export async function getReview(contractId: string, linkId: string): Promise<ReviewItem> {
  const item = await getItem(keys.conditionReview(contractId, linkId), reviewItemSchema);
  if (!item) throw new NotFoundError(conditionMessages.reviewNotFound);
  return item;
}

/** The contract's evidence chain, oldest first. */
export function listEvidence(contractId: string): Promise<EvidenceItem[]> {
  return queryAll({
    partition: contractPk(contractId),
    sortPrefix: EVIDENCE_PREFIX,
    schema: evidenceItemSchema,
    consistent: true,
  });
}

export function getChainHead(contractId: string): Promise<ChainHead | undefined> {
  return getItem(keys.evidenceChain(contractId), chainHeadSchema);
}
