import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { sendTransaction, type TransactItem } from '../db/transaction.ts';
import { conditionDecisionLabels } from './schema.ts';
import { evidenceFields, type EvidenceItem, type ConditionVersionItem } from './item.ts';
import { getChainHead, listEvidence, listVersions } from './repository.ts';
import { conditionTextHash, sha256 } from './text-hash.ts';

/**
 * The evidence chain of a contract (decision 031): every decision is an append-only item carrying
 * the hash of the one before, and the chain's head item names the last. An append is one
 * transaction whose head update is conditional on the head read before it, so two decisions at once
 * cannot both follow the same item: the one that loses reads the head again and follows the winner.
 */
export const GENESIS_HASH = '0'.repeat(64);

export type EvidenceContent = Omit<EvidenceItem, 'pk' | 'sk' | 'type' | 'seq' | 'prevHash' | 'hash'>;

/** The hash of an item: SHA-256 of the JSON array of its `evidenceFields`, in their order. */
export function evidenceHash(item: Pick<EvidenceItem, (typeof evidenceFields)[number]>): string {
  return sha256(JSON.stringify(evidenceFields.map((field) => item[field])));
}

function nextItem(content: EvidenceContent, seq: number, prevHash: string): EvidenceItem {
  const unhashed = {
    ...keys.evidence(content.contractId, seq),
    type: 'contract_condition_evidence' as const,
    ...content,
    seq,
    prevHash,
  };
  return { ...unhashed, hash: evidenceHash(unhashed) };
}

/** How often an append follows a head that moved before it gives up (each retry is one decision). */
const APPEND_ATTEMPTS = 8;

/**
 * Appends one evidence item, together with `alongside` (the condition's status update and the
 * review's progress), in one transaction. `alongside` failing its conditions throws its own error
 * (via `explain`); only a moved head is retried.
 */
export async function appendEvidence(
  content: EvidenceContent,
  alongside: (item: EvidenceItem) => TransactItem[],
  explain: (reasons: (string | undefined)[]) => Error,
): Promise<EvidenceItem> {
  for (let attempt = 1; ; attempt++) {
    const head = await getChainHead(content.contractId);
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
        },
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
      if (attempt >= APPEND_ATTEMPTS) throw error;
    }
  }
}

export interface ChainCheck {
  intact: boolean;
  problems: string[];
}

const versionKey = (conditionId: string, textVersion: number) => `${conditionId}#${textVersion}`;

/**
 * Recomputes the chain: each item's own hash, its link to the one before, the numbering without
 * gaps, the head naming the last item, and each decided text's hash against the stored text of that
 * version. Any stored item changed afterwards makes one of these fail; the problems say which.
 */
export async function checkChain(contractId: string, items?: EvidenceItem[]): Promise<ChainCheck> {
  const [evidence, head] = await Promise.all([
    items ? Promise.resolve(items) : listEvidence(contractId),
    getChainHead(contractId),
  ]);
  const versions = new Map<string, ConditionVersionItem>();
  const conditionIds = [...new Set(evidence.map((item) => item.conditionId))];
  for (const list of await Promise.all(conditionIds.map((id) => listVersions(contractId, id)))) {
    for (const version of list) versions.set(versionKey(version.conditionId, version.textVersion), version);
  }
  const problems: string[] = [];
  let previous = GENESIS_HASH;
  evidence.forEach((item, index) => {
    const label = `Beslissing ${index + 1} (${conditionDecisionLabels[item.decision]}, ${item.conditionTitle})`;
    if (item.seq !== index + 1) problems.push(`${label}: het volgnummer klopt niet (${item.seq}).`);
    if (item.contractId !== contractId) problems.push(`${label}: hoort bij een ander contract.`);
    if (item.prevHash !== previous)
      problems.push(`${label}: de verwijzing naar de vorige beslissing klopt niet.`);
    if (evidenceHash(item) !== item.hash)
      problems.push(`${label}: de inhoud is gewijzigd na het vastleggen.`);
    const version = versions.get(versionKey(item.conditionId, item.textVersion));
    if (!version) {
      problems.push(`${label}: de beoordeelde tekst (versie ${item.textVersion}) ontbreekt.`);
    } else if (
      version.textHash !== item.textHash ||
      conditionTextHash(version.title, version.text) !== item.textHash
    ) {
      problems.push(`${label}: de bewaarde tekst past niet bij de vastgelegde hash.`);
    }
    previous = item.hash;
  });
  const last = evidence.at(-1);
  if (last && (!head || head.seq !== last.seq || head.hash !== last.hash)) {
    problems.push('De laatste beslissing is niet de laatste die werd vastgelegd: er ontbreekt bewijs.');
  }
  if (!last && head) problems.push('Er is bewijs vastgelegd dat ontbreekt.');
  return { intact: problems.length === 0, problems };
}
