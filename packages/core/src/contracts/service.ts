import { ulid } from 'ulid';
import type { Actor } from '../db/actor.ts';
import { getContractType } from '../contract-types/service.ts';
import { conditionsOfDeletedContract } from '../contract-conditions/cleanup.ts';
import { copyTypeConditions } from '../contract-conditions/service.ts';
import { listConditions } from '../contract-conditions/repository.ts';
import { nextValue } from '../db/counter.ts';
import { keys, type Key } from '../db/keys.ts';
import { dynamo, tableName } from '../db/client.ts';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { counterNames } from '../db/counter-names.ts';
import { indexKeys } from '../db/index-keys.ts';
import { deleteWithChildren } from '../db/delete-with-children.ts';
import { createRecord, updateRecord } from '../db/write.ts';
import { fileDeletions, forgetObjects } from '../files/cleanup.ts';
import { listFiles } from '../files/service.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { formatNumber } from '../relations/config.ts';
import { checkOwner } from '../users/owners.ts';
import { nameSortKey } from '../search/tokens.ts';
import { dutchToday } from '../nl/date.ts';
import { contractDates, storedDates } from './dates.ts';
import { periodDates, type TermDates } from '../contract-types/term.ts';
import { closeDecisionTodos, contractSideItems } from './advance.ts';
import { contractItemSchema, type ContractItem } from './item.ts';
import { actAfterSave, rearmAfterEdit } from './reminders.ts';
import { resolveParties, withCurrentNames, type Parties } from './parties.ts';
import { getContract } from './repository.ts';
import { contractSearchTokens } from './side-items.ts';
import {
  expiresByItselfMessage,
  statusMoveProblem,
  termOf,
  type ContractInput,
  type ContractStatus,
} from './schema.ts';

/**
 * Create, change and delete contracts. Each write is one transaction: the contract with its list
 * keys and derived dates, its list copies, search tokens and counters, and its history.
 */
export { getContract } from './repository.ts';

const sideChanges = contractSideItems;

const frozen = (status: ContractStatus) => status !== 'concept' && status !== 'actief';

/**
 * The stored fields of a contract from its input: the term's dates on `today`. A contract given
 * notice, ended or expired keeps `frozenPeriod`, the period it was in when that happened.
 */
function fieldsOf(
  input: ContractInput,
  parties: Parties,
  agreedRenewals: number,
  frozenPeriod: number | undefined,
  today: string,
  keptPeriod?: number,
) {
  const dates =
    keptPeriod === undefined
      ? contractDates({ ...input, agreedRenewals, period: frozenPeriod }, today)
      : periodDates(termOf({ ...input, agreedRenewals }), keptPeriod, today);
  return {
    type: 'contract' as const,
    title: input.title,
    customerId: input.customerId,
    customerName: parties.customerName,
    supplierId: input.supplierId,
    supplierName: parties.supplierName,
    typeId: input.typeId,
    typeName: parties.typeName,
    startDate: input.startDate,
    firstTermMonths: input.firstTermMonths,
    renewal: input.renewal,
    renewalTermMonths: input.renewalTermMonths,
    noticePeriod: input.noticePeriod,
    noticeUnit: input.noticeUnit,
    decisionWeeks: input.decisionWeeks,
    value: input.value ?? null,
    status: input.status,
    ownerId: input.ownerId,
    ownerName: parties.ownerName,
    notes: input.notes,
    agreedRenewals,
    ...storedDates(dates),
  };
}

/**
 * The period a contract keeps once it is given notice or ended: the one it is in, or today's.
 * Notice given after the last notice day of a renewing period ends the contract at the next
 * period's end, unless the other party agreed to this period's (`lateNoticeEnd`, decision 039).
 */
function frozenPeriodOf(input: ContractInput, current: ContractItem, today: string): number | undefined {
  if (!frozen(input.status)) return undefined;
  if (frozen(current.status)) return current.period;
  const dates = runningDates(input, current, today);
  const lateNotice = input.status === 'opgezegd' && dates.noticeBy < today && dates.renews;
  return lateNotice && input.lateNoticeEnd !== 'deze-periode' ? dates.period + 1 : dates.period;
}

/**
 * The period a contract is in as this save sees it: an active one stays in its stored period (or an
 * earlier one when its dates moved back), since only moves through time renew it; otherwise the
 * period today falls in. The same basis as the form's late-notice question.
 */
function runningDates(input: ContractInput, current: ContractItem, today: string): TermDates {
  const term = termOf({ ...input, agreedRenewals: current.agreedRenewals });
  const todays = contractDates({ ...input, agreedRenewals: current.agreedRenewals, status: 'actief' }, today);
  if (current.status !== 'actief') return todays;
  return periodDates(term, Math.min(current.period, todays.period), today);
}

/** When notice was given and, when late, which end it has; cleared when notice is withdrawn. */
function noticeFields(input: ContractInput, current: ContractItem | undefined, today: string) {
  if (input.status !== 'opgezegd') return { noticeGivenOn: undefined, lateNoticeEnd: undefined };
  if (current?.status === 'opgezegd')
    return { noticeGivenOn: current.noticeGivenOn, lateNoticeEnd: current.lateNoticeEnd };
  const dates = current ? runningDates(input, current, today) : undefined;
  const late = dates !== undefined && dates.noticeBy < today && dates.renews;
  return {
    noticeGivenOn: today,
    lateNoticeEnd: late ? (input.lateNoticeEnd ?? ('volgende-periode' as const)) : undefined,
  };
}

/** A contract's search tokens and list keys, from the fields they are made of. */
function withKeys<T extends { id: string; number: string; title: string; status: string; noticeBy: string }>(
  fields: T,
) {
  return {
    ...fields,
    searchTokens: contractSearchTokens(fields),
    ...indexKeys.contractLists({ ...fields, titleKey: nameSortKey(fields.title) }),
  };
}

/**
 * Creates a contract, then copies its type's standard conditions. With an idempotency key (the
 * client's, per form), a resend of the same create answers the first contract instead of making a
 * second, and finishes a copy the first attempt left halfway (issue 28).
 */
export async function createContract(
  input: ContractInput,
  actor: Actor,
  today = dutchToday(),
  idempotencyKey?: string,
): Promise<ContractItem> {
  if (input.status !== 'concept' && input.status !== 'actief')
    throw new ValidationError({ status: ['Een nieuw contract is Concept of Actief.'] });
  const claim = idempotencyKey ? keys.idempotency('contract', actor.id, idempotencyKey) : undefined;
  const earlier = claim && (await earlierCreate(claim));
  if (earlier) return finishCreate(earlier, actor, today);
  const [parties, type] = await Promise.all([
    resolveParties(input),
    input.typeId ? getContractType(input.typeId) : undefined,
    checkOwner(input.ownerId),
  ]);
  const id = ulid();
  const number = formatNumber('C', await nextValue(counterNames.contractNumbers));
  // "A new contract of a type gets copies of the type's standard conditions" (decision 031); until
  // they are all there the contract says so.
  const pending = type?.conditions.length ? { conditionsPending: type.id } : {};
  try {
    await withCurrentNames(input, parties, (named) =>
      createRecord({
        key: keys.contract(id),
        id,
        data: withKeys({ ...fieldsOf(input, named, 0, undefined, today), ...pending, id, number }),
        actor,
        label: `${number} ${input.title}`,
        guards: named.guards,
        uniques: claim ? [{ key: claim, field: '_', message: 'Dit contract is al aangemaakt.' }] : [],
        extraFor: (item) => sideChanges(undefined, contractItemSchema.parse(item)),
      }),
    );
  } catch (error) {
    // The same create sent twice at once: the other one made it.
    const made = claim && error instanceof ValidationError ? await earlierCreate(claim) : undefined;
    if (made) return finishCreate(made, actor, today);
    throw error;
  }
  return finishCreate(id, actor, today);
}

/** The contract an earlier create with this idempotency key made, if any. */
async function earlierCreate(claim: Key): Promise<string | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: claim, ConsistentRead: true }),
  );
  const owner: unknown = output.Item?.owner;
  return typeof owner === 'string' ? owner.slice('CONTRACT#'.length) : undefined;
}

/** What follows a create: the rest of its type's conditions, then what today asks of it. */
async function finishCreate(id: string, actor: Actor, today: string): Promise<ContractItem> {
  const contract = await getContract(id);
  if (contract.conditionsPending) await finishConditionCopy(contract, contract.conditionsPending, actor);
  await actAfterSave(id, today, actor);
  return getContract(id);
}

/** Copies the type's conditions the contract does not have yet, then marks the copy finished. */
async function finishConditionCopy(contract: ContractItem, typeId: string, actor: Actor): Promise<void> {
  const type = await getContractType(typeId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (type) {
    const present = await listConditions(contract.id);
    const copied = new Set(present.map((condition) => condition.source?.conditionId));
    const missing = type.conditions.filter((condition) => !copied.has(condition.id));
    await copyTypeConditions(contract.id, type.id, missing, actor, present.at(-1)?.position ?? null);
  }
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.contract(contract.id),
      UpdateExpression: 'REMOVE conditionsPending',
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

export async function updateContract(
  id: string,
  input: ContractInput,
  version: number,
  actor: Actor,
  today = dutchToday(),
): Promise<ContractItem> {
  const current = await getContract(id);
  // Verlopen is the job's: said as such, before the general rule of the moves.
  if (input.status === 'verlopen' && current.status !== 'verlopen')
    throw new ValidationError({ status: [expiresByItselfMessage] });
  const problem = statusMoveProblem(current.status, input.status);
  if (problem) throw new ValidationError({ status: [problem] });
  const [parties] = await Promise.all([
    resolveParties(input),
    input.ownerId === current.ownerId ? undefined : checkOwner(input.ownerId),
  ]);
  const frozenPeriod = frozenPeriodOf(input, current, today);
  // An active contract stays in the period it is in: only the job's (or this save's) moves through
  // time renew it, with history and the reminders of the periods it leaves (decision 039).
  const keptPeriod =
    input.status === 'actief' && current.status === 'actief'
      ? runningDates(input, current, today).period
      : undefined;
  const updated = await withCurrentNames(input, parties, (named) =>
    updateRecord<ContractItem>({
      current,
      expectedVersion: version,
      changes: withKeys({
        ...fieldsOf(input, named, current.agreedRenewals, frozenPeriod, today, keptPeriod),
        ...noticeFields(input, current, today),
        id,
        number: current.number,
      }),
      actor,
      label: `${current.number} ${input.title}`,
      guards: named.guards,
      extraFor: (item) => sideChanges(current, contractItemSchema.parse(item)),
    }),
  );
  const saved = contractItemSchema.parse(updated);
  if (frozen(input.status) && !frozen(current.status)) await closeDecisionTodos(id, actor);
  await rearmAfterEdit(current, saved, today, actor);
  // A create cut short left part of its type's conditions: a save finishes the copy.
  if (saved.conditionsPending) await finishConditionCopy(saved, saved.conditionsPending, actor);
  await actAfterSave(id, today, actor);
  return getContract(id);
}

/**
 * "Verlenging vastleggen" (decision 039): on a contract that renews only when agreed, records the
 * renewal of the period it is in (who and when are its history), so it rolls on at the period's end
 * and the reminders are re-armed for the next period. An expired contract becomes active again and
 * moves into the agreed period at once.
 */
export async function agreeRenewal(
  id: string,
  version: number,
  actor: Actor,
  today = dutchToday(),
): Promise<ContractItem> {
  const current = await getContract(id);
  if (current.renewal !== 'uitdrukkelijk')
    throw new ValidationError({
      renewal: ['Alleen een contract met uitdrukkelijke verlenging krijgt een vastgelegde verlenging.'],
    });
  if (current.status !== 'actief' && current.status !== 'verlopen')
    throw new ValidationError({ status: ['Alleen een actief of verlopen contract kan worden verlengd.'] });
  const agreedRenewals = Math.max(current.agreedRenewals, current.period) + 1;
  const next = { ...current, agreedRenewals, status: 'actief' as const };
  await updateRecord<ContractItem>({
    current,
    expectedVersion: version,
    changes: {
      agreedRenewals,
      status: 'actief',
      ...indexKeys.contractLists({ ...next, titleKey: nameSortKey(current.title) }),
    },
    actor,
    action: 'renewal-agreed',
    label: `${current.number} ${current.title}`,
    extraFor: (item) => sideChanges(current, contractItemSchema.parse(item)),
  });
  // The decision is made: the todo that asked for it closes.
  await closeDecisionTodos(id, actor);
  await actAfterSave(id, today, actor);
  return getContract(id);
}

/**
 * Deletes a contract with its files, conditions, list copies, tokens, counters and due-date items;
 * a contract with evidence of reviewed conditions stays (contract-conditions/cleanup.ts).
 */
export async function deleteContract(id: string, version: number, actor: Actor): Promise<ContractItem> {
  const [current, files, conditions] = await Promise.all([
    getContract(id),
    listFiles({ kind: 'contract', id }),
    conditionsOfDeletedContract(id),
  ]);
  await deleteWithChildren({
    current,
    expectedVersion: version,
    actor,
    label: `${current.number} ${current.title}`,
    own: sideChanges(current, undefined),
    children: [...fileDeletions(files), ...conditions.children],
    guards: [conditions.guard],
  });
  await forgetObjects(files.map((file) => file.objectKey));
  return current;
}
