import { dueItemChanges, type DueDate } from '../db/due-items.ts';
import type { TransactItem } from '../db/transaction.ts';
import type { ContractItem } from './item.ts';
import { addDays } from '../nl/date.ts';

/**
 * The reminder dates of a contract the daily job acts on (decision 024's due-date items), written
 * in every contract write: an active contract's Beslisdatum and 7 days before its last notice day.
 * Editing the dates moves them. The end of a period is not a due item: the job finds every contract
 * whose period ended in the period-end index (side-items.ts, decision 039).
 */
export function contractDueDates(contract: ContractItem): DueDate[] {
  if (contract.status !== 'actief') return [];
  return [
    { action: 'decide', date: contract.decideBy },
    { action: 'notice-7', date: addDays(contract.noticeBy, -7) },
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
