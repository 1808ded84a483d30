import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll, rawItems } from '../db/page.ts';
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
  conditionItemSchema,
  conditionVersionItemSchema,
  evidenceItemSchema,
  reviewItemSchema,
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
async function getItem<T>(key: Key, schema: Pick<z.ZodType<T>, 'parse'>): Promise<T | undefined> {
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

/**
 * The contract's evidence chain as stored, oldest first, unparsed: the check reads a damaged item
 * as a broken chain (decision 041), never as an error.
 */
export function listRawEvidence(contractId: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    partition: contractPk(contractId),
    sortPrefix: EVIDENCE_PREFIX,
    schema: rawItems,
    consistent: true,
  });
}

/** The evidence items that can be read, oldest first; a damaged one is left to the check to name. */
export function readableEvidence(raw: Record<string, unknown>[]): EvidenceItem[] {
  return raw.flatMap((item) => {
    const parsed = evidenceItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function listEvidence(contractId: string): Promise<EvidenceItem[]> {
  return readableEvidence(await listRawEvidence(contractId));
}

/** A condition's text versions as stored, unparsed (for the check). */
export function listRawVersions(contractId: string, conditionId: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    partition: contractPk(contractId),
    sortPrefix: `${CONDITION_VERSION_PREFIX}${conditionId}#`,
    schema: rawItems,
    consistent: true,
  });
}

export function getRawChainHead(contractId: string): Promise<Record<string, unknown> | undefined> {
  return getItem(keys.evidenceChain(contractId), rawItems);
}
