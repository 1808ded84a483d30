import { dueItemChanges, type DueDate } from '../db/due-items.ts';
import type { TransactItem } from '../db/transaction.ts';
import type { ContractItem } from './item.ts';
import { addDays } from '../nl/date.ts';

/**
 * The dates of a contract the daily job acts on (decision 024's due-date items), written in every
 * contract write: an active contract's Beslisdatum, 7 days before Opzeggen vóór and the day after its
 * period ends; one given notice only the day after its period ends. Editing the dates moves them.
 */
export function contractDueDates(contract: ContractItem): DueDate[] {
  const periodEnded = { action: 'period-end', date: addDays(contract.periodEnd, 1) };
  if (contract.status === 'opgezegd') return [periodEnded];
  if (contract.status !== 'actief') return [];
  return [
    { action: 'decide', date: contract.decideBy },
    { action: 'notice-7', date: addDays(contract.noticeBy, -7) },
    periodEnded,
  ];
}

export function contractDueChanges(
  before: ContractItem | undefined,
  after: ContractItem | undefined,
): TransactItem[] {
  const record = after ?? before;
  if (!record) return [];
  return dueItemChanges(
    { pk: record.pk, type: 'contract' },
    before ? contractDueDates(before) : [],
    after ? contractDueDates(after) : [],
  );
}
