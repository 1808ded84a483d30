import * as z from 'zod';
import { tableName } from './client.ts';
import { keys } from './keys.ts';
import type { TransactItem } from './transaction.ts';
import { dutchToday } from '../nl/date.ts';

/**
 * Due-date index items (ARCHITECTURE "Deadlines and the daily job", decision 024). A record with
 * dates that need an action writes one item per action under `DUE#<day>`, in the same transaction
 * as the record itself; the daily job reads the partition of each day it covers.
 *
 * An item is a reminder to look, not an order: its handler reads the record and decides from the
 * record's current dates, so an item left behind by an edit (see `dueItemChanges`) does nothing.
 */

/** One date of a record that needs an action, e.g. `{ action: 'decide', date: '2027-09-02' }`. */
export interface DueDate {
  action: string;
  /** The real date of the action, YYYY-MM-DD. */
  date: string;
}

/** The record the items belong to: its partition key and its type (which handler acts). */
export interface DueRecord {
  pk: string;
  type: string;
}

export const dueItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('due'),
  recordPk: z.string(),
  recordType: z.string(),
  action: z.string(),
  /** The real date; the item's partition is this date or, when that had passed, its write day. */
  date: z.string(),
});
export type DueItem = z.infer<typeof dueItemSchema>;

/**
 * The day whose partition holds the item: the date itself, or today when the date has passed at
 * write time, so the next run still acts on it (the job never reads days before its last run).
 */
export function dueDay(date: string, today: string): string {
  return date < today ? today : date;
}

/** The due items to put for a record's dates. */
export function dueItems(record: DueRecord, dates: readonly DueDate[], today = dutchToday()): DueItem[] {
  return dates.map(({ action, date }) => ({
    ...keys.due(dueDay(date, today), record.pk, action),
    type: 'due',
    recordPk: record.pk,
    recordType: record.type,
    action,
    date,
  }));
}

function keyOf(item: { pk: string; sk: string }): string {
  return `${item.pk}\u0000${item.sk}`;
}

/**
 * What the record's own write transaction must do with its due items when its dates go from
 * `before` to `after`: delete the items that are gone or moved to another day, put the new and the
 * changed ones, leave the rest alone. A record's create passes `before = []`, its delete
 * `after = []`.
 *
 * `before` is placed by today's rule too, so an item written for a date that had already passed on
 * an earlier day is not found: it stays in a day the job has read (or will read) and its handler,
 * reading the record, finds nothing to do.
 */
export function dueItemChanges(
  record: DueRecord,
  before: readonly DueDate[],
  after: readonly DueDate[],
  today = dutchToday(),
): TransactItem[] {
  const old = new Map(dueItems(record, before, today).map((item) => [keyOf(item), item]));
  const next = new Map(dueItems(record, after, today).map((item) => [keyOf(item), item]));
  const changes: TransactItem[] = [];
  for (const [key, item] of old) {
    if (!next.has(key))
      changes.push({ Delete: { TableName: tableName(), Key: { pk: item.pk, sk: item.sk } } });
  }
  for (const [key, item] of next) {
    if (old.get(key)?.date !== item.date) changes.push({ Put: { TableName: tableName(), Item: item } });
  }
  return changes;
}
