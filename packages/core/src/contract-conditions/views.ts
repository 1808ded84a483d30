import { getContractType } from '../contract-types/service.ts';
import type { ContractTypeCondition } from '../contract-types/schema.ts';
import type { ContractItem } from '../contracts/item.ts';
import { NotFoundError } from '../errors.ts';
import { checkChain } from './evidence.ts';
import type { ConditionItem } from './item.ts';
import type { ConditionDetail, ConditionRecord, EvidenceAnswer } from './public.ts';
import {
  getCondition,
  listConditions,
  listEvidence,
  listRawEvidence,
  listVersions,
  readableEvidence,
} from './repository.ts';
import { conditionTextHash } from './text-hash.ts';

/** The staff answers about a contract's conditions (decision 031). */

async function typeConditions(contract: ContractItem): Promise<Map<string, ContractTypeCondition>> {
  if (!contract.typeId) return new Map();
  try {
    const type = await getContractType(contract.typeId);
    return new Map(type.conditions.map((condition) => [condition.id, condition]));
  } catch (error) {
    if (error instanceof NotFoundError) return new Map();
    throw error;
  }
}

/**
 * "Afwijkend van type": the condition's text differs from its type's standard text as it is now,
 * or, when the type no longer has that condition, from the text it was copied from.
 */
function deviates(condition: ConditionItem, standard: Map<string, ContractTypeCondition>): boolean {
  if (!condition.source) return false;
  const original = standard.get(condition.source.conditionId);
  const standardHash = original
    ? conditionTextHash(original.title, original.text)
    : condition.source.textHash;
  return standardHash !== condition.textHash;
}

function record(condition: ConditionItem, standard: Map<string, ContractTypeCondition>): ConditionRecord {
  const { pk: _pk, sk: _sk, ...rest } = condition;
  return { ...rest, deviatesFromType: deviates(condition, standard) };
}

export async function conditionRecords(contract: ContractItem): Promise<ConditionRecord[]> {
  const [conditions, standard] = await Promise.all([listConditions(contract.id), typeConditions(contract)]);
  return conditions.map((condition) => record(condition, standard));
}

export async function conditionRecord(
  contract: ContractItem,
  condition: ConditionItem,
): Promise<ConditionRecord> {
  return record(condition, await typeConditions(contract));
}

export async function conditionDetail(contract: ContractItem, conditionId: string): Promise<ConditionDetail> {
  const [condition, versions, evidence, standard] = await Promise.all([
    getCondition(contract.id, conditionId),
    listVersions(contract.id, conditionId),
    listEvidence(contract.id),
    typeConditions(contract),
  ]);
  return {
    record: record(condition, standard),
    versions: versions.reverse().map(({ pk: _pk, sk: _sk, type: _type, ...version }) => version),
    evidence: evidence
      .filter((item) => item.conditionId === conditionId)
      .map(({ pk: _pk, sk: _sk, type: _type, ...item }) => item),
  };
}

/** Every readable item and the check; a damaged item is named in the problems, not shown. */
export async function evidenceAnswer(contractId: string): Promise<EvidenceAnswer> {
  const stored = await listRawEvidence(contractId);
  const check = await checkChain(contractId, stored);
  return {
    items: readableEvidence(stored).map(({ pk: _pk, sk: _sk, type: _type, ...item }) => item),
    intact: check.intact,
    problems: check.problems,
    checkedAt: new Date().toISOString(),
  };
}
