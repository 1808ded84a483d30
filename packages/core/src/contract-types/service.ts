import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Actor } from '../db/actor.ts';
import { dynamo, tableName } from '../db/client.ts';
import { counterChange } from '../db/counter.ts';
import { keys } from '../db/keys.ts';
import { counterNames } from '../db/counter-names.ts';
import { indexKeys, listPartitions } from '../db/index-keys.ts';
import { queryAll } from '../db/page.ts';
import type { UniqueClaim } from '../db/transaction.ts';
import { createRecord, deleteRecord, updateRecord } from '../db/write.ts';
import { noContractsGuard } from '../contract-parties/guards.ts';
import { afterPartyRenamed } from '../contract-parties/renames.ts';
import { NotFoundError } from '../errors.ts';
import { nameSortKey } from '../search/tokens.ts';
import { contractTypeItemSchema, type ContractTypeItem } from './item.ts';
import {
  normaliseTypeName,
  typeNameTakenMessage,
  type ContractTypeCondition,
  type ContractTypeInput,
} from './schema.ts';

/**
 * Contract types: create, read, list, change and delete, each write with its history. The name is
 * unique through a marker item; a type that contracts use cannot be deleted (a guard on the
 * contracts' counter of the type, in the delete's own transaction).
 */
export async function getContractType(id: string): Promise<ContractTypeItem> {
  // Consistent: an edit is checked against the version read here.
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.contractType(id), ConsistentRead: true }),
  );
  if (!output.Item) throw new NotFoundError('Dit contracttype bestaat niet (meer).');
  return contractTypeItemSchema.parse(output.Item);
}

/** A page of the list partition; a hundred types fit on one. */
const LIST_PAGE = 100;

/**
 * Every contract type, sorted by name. An office has tens of types, not thousands, and both the
 * list screen and the contract form's select need all of them, so this reads the name index to its
 * end (one Query a hundred types) rather than handing out cursors nobody would follow.
 */
export async function listContractTypes(): Promise<ContractTypeItem[]> {
  return queryAll({
    index: 'gsi1',
    partition: listPartitions.contractTypes,
    limit: LIST_PAGE,
    schema: contractTypeItemSchema,
  });
}

function nameClaim(name: string): UniqueClaim {
  return {
    key: keys.contractTypeName(normaliseTypeName(name)),
    field: 'name',
    message: typeNameTakenMessage,
  };
}

/** Conditions keep their ids; a new one gets its own. An id the type does not have is a new one. */
function conditionsOf(
  input: ContractTypeInput['conditions'],
  known: readonly ContractTypeCondition[] = [],
): ContractTypeCondition[] {
  const knownIds = new Set(known.map((condition) => condition.id));
  return input.map((condition) => ({
    id: condition.id && knownIds.has(condition.id) ? condition.id : ulid(),
    title: condition.title,
    text: condition.text,
  }));
}

function fieldsOf(input: ContractTypeInput, known?: readonly ContractTypeCondition[]) {
  return {
    name: input.name,
    description: input.description,
    firstTermMonths: input.firstTermMonths,
    renewal: input.renewal,
    renewalTermMonths: input.renewalTermMonths,
    noticePeriod: input.noticePeriod,
    noticeUnit: input.noticeUnit,
    decisionWeeks: input.decisionWeeks,
    conditions: conditionsOf(input.conditions, known),
  };
}

export async function createContractType(input: ContractTypeInput, actor: Actor): Promise<ContractTypeItem> {
  const id = ulid();
  const created = await createRecord({
    key: keys.contractType(id),
    id,
    data: {
      type: 'contract_type' as const,
      ...fieldsOf(input),
      ...indexKeys.contractTypeByName(nameSortKey(input.name), id),
    },
    actor,
    uniques: [nameClaim(input.name)],
    extra: [counterChange(counterNames.contractTypes, 1)],
  });
  return contractTypeItemSchema.parse(created);
}

export async function updateContractType(
  id: string,
  input: ContractTypeInput,
  version: number,
  actor: Actor,
): Promise<ContractTypeItem> {
  const current = await getContractType(id);
  const renamed = normaliseTypeName(input.name) !== normaliseTypeName(current.name);
  const updated = await updateRecord<ContractTypeItem>({
    current,
    expectedVersion: version,
    changes: {
      ...fieldsOf(input, current.conditions),
      ...indexKeys.contractTypeByName(nameSortKey(input.name), id),
    },
    actor,
    ...(renamed
      ? { claim: [nameClaim(input.name)], release: [keys.contractTypeName(normaliseTypeName(current.name))] }
      : {}),
  });
  // Also a change of case or spacing only: the contracts show the name as written.
  await afterPartyRenamed('type', id, { before: current.name, after: updated.name });
  return contractTypeItemSchema.parse(updated);
}

/** Deletes a type no contract uses; otherwise a 409 that says by how many contracts it is used. */
export async function deleteContractType(id: string, version: number, actor: Actor): Promise<void> {
  const [current, inUse] = await Promise.all([getContractType(id), noContractsGuard('type', id)]);
  await deleteRecord({
    current,
    expectedVersion: version,
    actor,
    release: [keys.contractTypeName(normaliseTypeName(current.name))],
    guards: [inUse],
    extra: [counterChange(counterNames.contractTypes, -1)],
  });
}
