import { ulid } from 'ulid';
import type { Actor } from '../db/actor.ts';
import { getContractType } from '../contract-types/service.ts';
import { conditionsOfDeletedContract } from '../contract-conditions/cleanup.ts';
import { copyTypeConditions } from '../contract-conditions/service.ts';
import { nextValue } from '../db/counter.ts';
import { keys } from '../db/keys.ts';
import { counterNames } from '../db/counter-names.ts';
import { indexKeys } from '../db/index-keys.ts';
import type { TransactItem } from '../db/transaction.ts';
import { deleteWithChildren } from '../db/delete-with-children.ts';
import { createRecord, updateRecord } from '../db/write.ts';
import { fileDeletions, forgetObjects } from '../files/cleanup.ts';
import { listFiles } from '../files/service.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { formatNumber } from '../relations/config.ts';
import { checkOwner } from '../users/owners.ts';
import { nameSortKey } from '../search/tokens.ts';
import { dutchToday } from '../nl/date.ts';
import { closeSystemTodos } from '../todos/service.ts';
import { contractDates, storedDates } from './dates.ts';
import { contractDueChanges } from './due-dates.ts';
import { periodDates } from '../contract-types/term.ts';
import { contractItemSchema, type ContractItem } from './item.ts';
import { resolveParties, withCurrentNames, type Parties } from './parties.ts';
import { getContract } from './repository.ts';
import { contractSideChanges, contractSearchTokens } from './side-items.ts';
import { statusMoveProblem, termOf, type ContractInput, type ContractStatus } from './schema.ts';

/**
 * Create, change and delete contracts. Each write is one transaction: the contract with its list
 * keys and derived dates, its list copies, search tokens and counters, and its history.
 */
export { getContract } from './repository.ts';

/** Everything a contract write puts beside the contract: list copies, tokens, counters, due-date items. */
function sideChanges(before: ContractItem | undefined, after: ContractItem | undefined): TransactItem[] {
  return [...contractSideChanges(before, after), ...contractDueChanges(before, after)];
}

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
) {
  const dates = contractDates({ ...input, agreedRenewals, period: frozenPeriod }, today);
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
    decisionWeeks: input.decisionWeeks,
    value: input.value ?? null,
    status: input.status,
    ownerId: input.ownerId,
    notes: input.notes,
    agreedRenewals,
    ...storedDates(dates),
  };
}

/** The period a contract keeps once it is given notice or ended: the one it is in, or today's. */
function frozenPeriodOf(input: ContractInput, current: ContractItem, today: string): number | undefined {
  if (!frozen(input.status)) return undefined;
  if (frozen(current.status)) return current.period;
  return contractDates({ ...input, agreedRenewals: current.agreedRenewals, status: 'actief' }, today).period;
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

export async function createContract(
  input: ContractInput,
  actor: Actor,
  today = dutchToday(),
): Promise<ContractItem> {
  if (input.status !== 'concept' && input.status !== 'actief')
    throw new ValidationError({ status: ['Een nieuw contract is Concept of Actief.'] });
  const [parties] = await Promise.all([resolveParties(input), checkOwner(input.ownerId)]);
  const id = ulid();
  const number = formatNumber('C', await nextValue(counterNames.contractNumbers));
  const created = await withCurrentNames(input, parties, (named) =>
    createRecord({
      key: keys.contract(id),
      id,
      data: withKeys({ ...fieldsOf(input, named, 0, undefined, today), id, number }),
      actor,
      label: `${number} ${input.title}`,
      guards: named.guards,
      extraFor: (item) => sideChanges(undefined, contractItemSchema.parse(item)),
    }),
  );
  // "A new contract of a type gets copies of the type's standard conditions" (decision 031).
  if (input.typeId) {
    const type = await getContractType(input.typeId);
    await copyTypeConditions(id, type.id, type.conditions, actor);
  }
  return contractItemSchema.parse(created);
}

export async function updateContract(
  id: string,
  input: ContractInput,
  version: number,
  actor: Actor,
  today = dutchToday(),
): Promise<ContractItem> {
  const current = await getContract(id);
  const problem = statusMoveProblem(current.status, input.status);
  if (problem) throw new ValidationError({ status: [problem] });
  if (input.status === 'verlopen' && current.status !== 'verlopen')
    throw new ValidationError({ status: ['Een contract wordt vanzelf Verlopen na zijn einddatum.'] });
  const [parties] = await Promise.all([
    resolveParties(input),
    input.ownerId === current.ownerId ? undefined : checkOwner(input.ownerId),
  ]);
  const frozenPeriod = frozenPeriodOf(input, current, today);
  const updated = await withCurrentNames(input, parties, (named) =>
    updateRecord<ContractItem>({
      current,
      expectedVersion: version,
      changes: withKeys({
        ...fieldsOf(input, named, current.agreedRenewals, frozenPeriod, today),
        id,
        number: current.number,
      }),
      actor,
      label: `${current.number} ${input.title}`,
      guards: named.guards,
      extraFor: (item) => sideChanges(current, contractItemSchema.parse(item)),
    }),
  );
  if (frozen(input.status) && !frozen(current.status)) await closeDecisionTodos(id, actor);
  return contractItemSchema.parse(updated);
}

/** Set on the todo the daily job makes on the Beslisdatum (deadlines/contract-deadlines.ts). */
export const DECISION_TODO_ORIGIN = 'contract-decision';

/** Notice given or the contract ended: the decision is made, its todo closes by itself. */
async function closeDecisionTodos(id: string, actor: Actor): Promise<void> {
  await closeSystemTodos({ kind: 'contract', id }, DECISION_TODO_ORIGIN, actor);
}

/** One step of a contract through time on `today`, or undefined when it is where it should be. */
function nextStep(current: ContractItem, today: string) {
  if (current.periodEnd >= today) return undefined;
  if (current.status === 'opgezegd') return { action: 'end', status: 'beeindigd' as const, dates: {} };
  if (current.status !== 'actief') return undefined;
  const term = termOf(current);
  const next = periodDates(term, current.period + 1, today);
  const renews = periodDates(term, current.period, today).renews;
  return renews
    ? { action: 'renewal', status: current.status, dates: storedDates(next) }
    : { action: 'expire', status: 'verlopen' as const, dates: {} };
}

/**
 * The daily job's move of a contract through time: a tacit (or agreed) renewal rolls into its next
 * period, one period at a time so history shows every one; an active contract past its last
 * period becomes Verlopen, one given notice Beëindigd. Answers the contract as it is now.
 */
export async function advanceContract(id: string, today: string, actor: Actor): Promise<ContractItem> {
  let current = await getContract(id);
  for (let conflicts = 0; ;) {
    const step = nextStep(current, today);
    if (!step) return current;
    try {
      const before = current;
      const updated = await updateRecord<ContractItem>({
        current,
        expectedVersion: current.version,
        changes: {
          ...step.dates,
          status: step.status,
          ...indexKeys.contractLists({
            ...current,
            ...step.dates,
            status: step.status,
            titleKey: nameSortKey(current.title),
          }),
        },
        actor,
        action: step.action,
        label: `${current.number} ${current.title}`,
        extraFor: (item) => sideChanges(before, contractItemSchema.parse(item)),
      });
      current = contractItemSchema.parse(updated);
      if (step.status === 'beeindigd') await closeDecisionTodos(id, actor);
    } catch (error) {
      // A colleague saved meanwhile: read it again and go on from there.
      if (!(error instanceof ConflictError) || ++conflicts > 3) throw error;
      current = await getContract(id);
    }
  }
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
