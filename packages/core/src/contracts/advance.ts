import type { Actor } from '../db/actor.ts';
import { indexKeys } from '../db/index-keys.ts';
import type { TransactItem } from '../db/transaction.ts';
import { updateRecord } from '../db/write.ts';
import { ConflictError } from '../errors.ts';
import { nameSortKey } from '../search/tokens.ts';
import { closeSystemTodos } from '../todos/service.ts';
import { periodDates } from '../contract-types/term.ts';
import { storedDates, type StoredDates } from './dates.ts';
import { contractDueChanges } from './due-dates.ts';
import { contractItemSchema, type ContractItem } from './item.ts';
import { getContract } from './repository.ts';
import { termOf, type ContractStatus } from './schema.ts';
import { contractSideChanges } from './side-items.ts';

/**
 * A contract's moves through time (decision 039): a renewing period rolls into the next one, an
 * active contract past its last period becomes Verlopen, one given notice Beëindigd. Pure steps
 * (`stepsThrough`, also the daily job's dry run) and their writes (`advanceContract`).
 */

/** Set on the todo of a contract's decision (reminders.ts); it closes when the decision is made. */
export const DECISION_TODO_ORIGIN = 'contract-decision';

/** Everything a contract write puts beside the contract: list copies, tokens, counters, due-date items. */
export function contractSideItems(
  before: ContractItem | undefined,
  after: ContractItem | undefined,
): TransactItem[] {
  return [...contractSideChanges(before, after), ...contractDueChanges(before, after)];
}

/**
 * The decision is made (notice given, ended, expired, a renewal agreed): its open todo closes by
 * itself. `until`: only todos due on or before that day (a period renewed out of).
 */
export async function closeDecisionTodos(id: string, actor: Actor, until?: string): Promise<void> {
  await closeSystemTodos({ kind: 'contract', id }, DECISION_TODO_ORIGIN, actor, until);
}

export interface Step {
  action: 'renewal' | 'expire' | 'end';
  status: ContractStatus;
  dates: Partial<StoredDates>;
}

/** One step of a contract through time on `today`, or undefined when it is where it should be. */
export function nextStep(current: ContractItem, today: string): Step | undefined {
  if (current.periodEnd >= today) return undefined;
  if (current.status === 'opgezegd') return { action: 'end', status: 'beeindigd', dates: {} };
  if (current.status !== 'actief') return undefined;
  const term = termOf(current);
  if (!periodDates(term, current.period, today).renews) {
    return { action: 'expire', status: 'verlopen', dates: {} };
  }
  return {
    action: 'renewal',
    status: current.status,
    dates: storedDates(periodDates(term, current.period + 1, today)),
  };
}

function applied(contract: ContractItem, step: Step): ContractItem {
  return { ...contract, ...step.dates, status: step.status };
}

/** The dates of the period a contract is in (what a renewal leaves behind). */
function datesOf(contract: ContractItem): StoredDates {
  return storedDates({ ...contract, renews: false, phase: 'lopend' });
}

/**
 * Where a contract will be on `today` without writing anything: its steps, the contract after
 * them, and the periods it renewed out of (whose reminders may never have been sent).
 */
export function stepsThrough(
  contract: ContractItem,
  today: string,
): { steps: Step[]; after: ContractItem; left: StoredDates[] } {
  const steps: Step[] = [];
  const left: StoredDates[] = [];
  let current = contract;
  for (let step = nextStep(current, today); step; step = nextStep(current, today)) {
    if (step.action === 'renewal') left.push(datesOf(current));
    steps.push(step);
    current = applied(current, step);
  }
  return { steps, after: current, left };
}

/**
 * The daily job's move of a contract through time on `today`, one period at a time so history
 * shows every renewal; answers the contract as it is now and the periods it renewed out of. A
 * colleague's save meanwhile is read again and the moves go on from there.
 */
export async function advanceContract(
  id: string,
  today: string,
  actor: Actor,
): Promise<{ contract: ContractItem; left: StoredDates[]; steps: Step['action'][] }> {
  let current = await getContract(id);
  const left: StoredDates[] = [];
  const steps: Step['action'][] = [];
  for (let conflicts = 0; ;) {
    const step = nextStep(current, today);
    if (!step) return { contract: current, left, steps };
    try {
      const before = current;
      const next = applied(current, step);
      const updated = await updateRecord<ContractItem>({
        current,
        expectedVersion: current.version,
        changes: {
          ...step.dates,
          status: step.status,
          ...indexKeys.contractLists({ ...next, titleKey: nameSortKey(current.title) }),
        },
        actor,
        action: step.action,
        label: `${current.number} ${current.title}`,
        extraFor: (item) => contractSideItems(before, contractItemSchema.parse(item)),
      });
      if (step.action === 'renewal') left.push(datesOf(before));
      steps.push(step.action);
      current = contractItemSchema.parse(updated);
      // A period renewed out of leaves no decision open; a todo for a later day (a missed notice
      // day's next chance) stays.
      await closeDecisionTodos(id, actor, step.status === 'actief' ? before.noticeBy : undefined);
    } catch (error) {
      if (!(error instanceof ConflictError) || ++conflicts > 3) throw error;
      current = await getContract(id);
    }
  }
}
