import { mergeCounterChanges } from '../db/counter.ts';
import type { TransactItem } from '../db/transaction.ts';

/**
 * The items of rows packed into one transaction: their shared counters merged into one change
 * of the summed delta, and a guard several rows share (contact people's company: it must exist)
 * checked once, as DynamoDB allows one operation per item in a transaction.
 */
export function packItems(items: readonly TransactItem[]): TransactItem[] {
  const checked = new Set<string>();
  const kept = items.filter((item) => {
    const check = item.ConditionCheck;
    if (!check) return true;
    const key = JSON.stringify([check.Key, check.ConditionExpression]);
    if (checked.has(key)) return false;
    checked.add(key);
    return true;
  });
  return mergeCounterChanges(kept);
}
