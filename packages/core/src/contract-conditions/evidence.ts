import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { keyFor } from '../auth/secret-keys.ts';
import { tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { sendTransaction, type TransactItem } from '../db/transaction.ts';
import { conditionDecisionLabels } from './schema.ts';
import {
  chainHeadSchema,
  conditionVersionItemSchema,
  evidenceFields,
  evidenceItemSchema,
  type ChainHead,
  type EvidenceItem,
} from './item.ts';
import { getRawChainHead, listRawEvidence, listRawVersions } from './repository.ts';
import { conditionTextHash, sha256 } from './text-hash.ts';

/**
 * The evidence chain of a contract (decisions 031 and 041): every decision is an append-only item
 * carrying the hash of the one before, and the chain's head item names the last. Each item and the
 * head are signed with a key derived from the app's secret, which is not in the table: whoever can
 * write the table but not read the secret cannot rewrite the chain with fresh hashes unnoticed. An
 * append is one transaction whose head update is conditional on the head read before it, so two
 * decisions at once cannot both follow the same item: the one that loses reads the head again.
 */
export const GENESIS_HASH = '0'.repeat(64);

export type EvidenceContent = Omit<
  EvidenceItem,
  'pk' | 'sk' | 'type' | 'seq' | 'prevHash' | 'hash' | 'signature'
>;

/**
 * The exact text an item's hash is computed over: the compact JSON array of its `evidenceFields`
 * in their order, non-ASCII characters as they are (JSON.stringify), hashed as UTF-8.
 */
export function evidenceHashedForm(item: Partial<Record<(typeof evidenceFields)[number], unknown>>): string {
  return JSON.stringify(evidenceFields.map((field) => item[field] ?? null));
}

/** The hash of an item: SHA-256 (hex) of its hashed form. */
export function evidenceHash(item: Partial<Record<(typeof evidenceFields)[number], unknown>>): string {
  return sha256(evidenceHashedForm(item));
}

const sign = (value: string) => createHmac('sha256', keyFor('evidence')).update(value, 'utf8').digest('hex');

/** An item's signature: HMAC-SHA256 of its hash with the evidence key. */
export const evidenceSignature = (hash: string) => sign(hash);

/** The head's signature binds the contract, the last number and its hash. */
export const headSignature = (contractId: string, seq: number, hash: string) =>
  sign(`${contractId}:${seq}:${hash}`);

function sameSignature(expected: string, actual: unknown): boolean {
  if (typeof actual !== 'string' || actual.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(actual));
}

function nextItem(content: EvidenceContent, seq: number, prevHash: string): EvidenceItem {
  const unhashed = {
    ...keys.evidence(content.contractId, seq),
    type: 'contract_condition_evidence' as const,
    ...content,
    seq,
    prevHash,
  };
  const hash = evidenceHash(unhashed);
  return { ...unhashed, hash, signature: evidenceSignature(hash) };
}

/**
 * How long an append keeps following a head that moved before it. Each lost round means another
 * decision was written, so fifty outsiders at once all get through well within this; the wait
 * between rounds is random (full jitter) so they do not collide in step again.
 */
const APPEND_BUDGET_MS = 20_000;
const APPEND_BACKOFF_CAP_MS = 100;

/**
 * Appends one evidence item, together with `alongside` (the condition's status update and the
 * review's progress), in one transaction. `alongside` failing its conditions throws its own error
 * (via `explain`); only a moved head (or a transaction conflict on it) is retried.
 */
export async function appendEvidence(
  content: EvidenceContent,
  alongside: (item: EvidenceItem) => TransactItem[],
  explain: (reasons: (string | undefined)[]) => Error,
): Promise<EvidenceItem> {
  const until = Date.now() + APPEND_BUDGET_MS;
  for (let attempt = 1; ; attempt++) {
    const raw = await getRawChainHead(content.contractId);
    const head = raw ? chainHeadSchema.parse(raw) : undefined;
    const seq = (head?.seq ?? 0) + 1;
    const item = nextItem(content, seq, head?.hash ?? GENESIS_HASH);
    const headWrite: TransactItem = {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.evidenceChain(content.contractId),
          type: 'contract_condition_chain',
          seq,
          hash: item.hash,
          signature: headSignature(content.contractId, seq, item.hash),
        } satisfies ChainHead,
        ConditionExpression: head ? '#hash = :prev AND #seq = :prevSeq' : 'attribute_not_exists(pk)',
        ...(head
          ? {
              ExpressionAttributeNames: { '#hash': 'hash', '#seq': 'seq' },
              ExpressionAttributeValues: { ':prev': head.hash, ':prevSeq': head.seq },
            }
          : {}),
      },
    };
    const evidencePut: TransactItem = {
      Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
    };
    try {
      await sendTransaction([headWrite, evidencePut, ...alongside(item)]);
      return item;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code);
      const ours = reasons.slice(2);
      if (ours.some((code) => code === 'ConditionalCheckFailed')) throw explain(ours);
      if (Date.now() >= until) throw error;
      await sleep(Math.random() * Math.min(APPEND_BACKOFF_CAP_MS, 5 * 2 ** attempt));
    }
  }
}

export interface ChainCheck {
  intact: boolean;
  problems: string[];
}

/** A stored value as a problem quotes it, whatever its type. */
const quoted = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);

const versionKey = (conditionId: unknown, textVersion: unknown) =>
  `${quoted(conditionId)}#${quoted(textVersion)}`;

/** How a problem names an item: its place, and its decision and title where they can be read. */
function itemLabel(item: Record<string, unknown>, index: number): string {
  const decision =
    item.decision === 'accepted' || item.decision === 'rejected'
      ? conditionDecisionLabels[item.decision]
      : undefined;
  const title = typeof item.conditionTitle === 'string' ? item.conditionTitle : undefined;
  const about = [decision, title].filter(Boolean).join(', ');
  return `Beslissing ${index + 1}${about ? ` (${about})` : ''}`;
}

/** The fields of a damaged item that are missing or of the wrong type, by name. */
function damagedFields(item: Record<string, unknown>): string[] {
  const parsed = evidenceItemSchema.safeParse(item);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'item'))];
}

/**
 * Recomputes the chain from the items as stored: each item's form (no missing or wrong-typed
 * field), its own hash and signature, its link to the one before, the numbering without gaps, the
 * signed head naming the last item, and each decided text's hash against the stored text of that
 * version. Any stored item changed afterwards makes one of these fail; the problems say which. A
 * damaged item is a broken chain, never an error.
 */
export async function checkChain(
  contractId: string,
  stored?: Record<string, unknown>[],
): Promise<ChainCheck> {
  const [evidence, head] = await Promise.all([
    stored ? Promise.resolve(stored) : listRawEvidence(contractId),
    getRawChainHead(contractId),
  ]);
  const versions = new Map<string, Record<string, unknown>>();
  const conditionIds = [
    ...new Set(evidence.flatMap((item) => (typeof item.conditionId === 'string' ? [item.conditionId] : []))),
  ];
  for (const list of await Promise.all(conditionIds.map((id) => listRawVersions(contractId, id)))) {
    for (const version of list) versions.set(versionKey(version.conditionId, version.textVersion), version);
  }
  const problems: string[] = [];
  let previous = GENESIS_HASH;
  evidence.forEach((item, index) => {
    const label = itemLabel(item, index);
    const damaged = damagedFields(item);
    if (damaged.length > 0) {
      problems.push(`${label}: het vastgelegde bewijs is beschadigd (${damaged.join(', ')}).`);
    }
    if (item.seq !== index + 1) problems.push(`${label}: het volgnummer klopt niet (${quoted(item.seq)}).`);
    if (item.contractId !== contractId) problems.push(`${label}: hoort bij een ander contract.`);
    if (item.prevHash !== previous)
      problems.push(`${label}: de verwijzing naar de vorige beslissing klopt niet.`);
    if (evidenceHash(item) !== item.hash) {
      problems.push(`${label}: de inhoud is gewijzigd na het vastleggen.`);
    } else if (!sameSignature(evidenceSignature(String(item.hash)), item.signature)) {
      problems.push(
        `${label}: de handtekening van de app klopt niet; het bewijs is buiten de app herschreven.`,
      );
    }
    const version = versions.get(versionKey(item.conditionId, item.textVersion));
    const parsedVersion = version ? conditionVersionItemSchema.safeParse(version) : undefined;
    if (!parsedVersion) {
      problems.push(`${label}: de beoordeelde tekst (versie ${quoted(item.textVersion)}) ontbreekt.`);
    } else if (
      !parsedVersion.success ||
      parsedVersion.data.textHash !== item.textHash ||
      conditionTextHash(parsedVersion.data.title, parsedVersion.data.text) !== item.textHash
    ) {
      problems.push(`${label}: de bewaarde tekst past niet bij de vastgelegde hash.`);
    }
    previous = typeof item.hash === 'string' ? item.hash : '';
  });
  const last = evidence.at(-1);
  const parsedHead = head ? chainHeadSchema.safeParse(head) : undefined;
  if (last && (!head || head.seq !== last.seq || head.hash !== last.hash)) {
    problems.push('De laatste beslissing is niet de laatste die werd vastgelegd: er ontbreekt bewijs.');
  } else if (
    parsedHead &&
    (!parsedHead.success ||
      !sameSignature(
        headSignature(contractId, parsedHead.data.seq, parsedHead.data.hash),
        parsedHead.data.signature,
      ))
  ) {
    problems.push(
      'De handtekening van de laatste beslissing klopt niet; het bewijs is buiten de app herschreven.',
    );
  }
  if (!last && head) problems.push('Er is bewijs vastgelegd dat ontbreekt.');
  return { intact: problems.length === 0, problems };
}
