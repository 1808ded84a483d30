import * as z from 'zod';
import { customerStatuses } from '../customers/schema.ts';
import { relationSortKey, type Key, type RelationKind } from '../db/keys.ts';
import { leadValueSumCounter } from '../db/counter-names.ts';
import { leadStatuses } from '../leads/schema.ts';
import { supplierStatuses } from '../suppliers/schema.ts';
import { relationConfigs } from './config.ts';

/**
 * Sort items (decision 020): per sortable column one small item per record in a partition of its
 * own, ordered by the column's value, so a list sorted by Opvolgdatum, Verwachte waarde or Status
 * reads one page of sort items and then the page's records, never the whole list. Each sort item
 * carries copies of the attributes the list filters on.
 */
export const sortItemFields = {
  lead: ['status', 'followUpDate', 'expectedValue'],
  customer: ['status'],
  supplier: ['status'],
} as const satisfies Record<RelationKind, readonly string[]>;
export type SortItemField = (typeof sortItemFields)[RelationKind][number];

export function isSortItemField(kind: RelationKind, field: string): field is SortItemField {
  return (sortItemFields[kind] as readonly string[]).includes(field);
}

/** The record attributes sort items are made from. */
export interface Sortable {
  id: string;
  nameKey: string;
  status: string;
  ownerId?: string | undefined;
  category?: string | undefined;
  source?: string | undefined;
  country: string;
  expectedValue?: number | null | undefined;
  followUpDate?: string | undefined;
}

const statusOrder: Record<RelationKind, readonly string[]> = {
  lead: leadStatuses,
  customer: customerStatuses,
  supplier: supplierStatuses,
};

/** A lead without an Opvolgdatum sorts after every date (soonest first is the usual order). */
const NO_DATE = '9999-12-31';
/** Cents of the largest amount (10^9 euro) have 12 digits. */
const AMOUNT_DIGITS = 12;

export function amountInCents(value: number | null | undefined): number {
  return typeof value === 'number' ? Math.round(value * 100) : 0;
}

/**
 * The order value of an amount: its cents zero-padded behind a `1`; none is `0`, before every
 * amount, so it comes last in the usual order (largest first). Leads' and contracts' sorts share it.
 */
export function amountOrderValue(value: number | null | undefined): string {
  return typeof value === 'number' ? `1${String(amountInCents(value)).padStart(AMOUNT_DIGITS, '0')}` : '0';
}

/**
 * The order value of a column. Statuses sort in the pipeline's order, not alphabetically. A lead
 * without a Verwachte waarde sorts before every amount, so it comes last in the usual order
 * (largest first).
 */
function orderValue(kind: RelationKind, field: SortItemField, record: Sortable): string {
  switch (field) {
    case 'status':
      return String(statusOrder[kind].indexOf(record.status)).padStart(2, '0');
    case 'followUpDate':
      return record.followUpDate ?? NO_DATE;
    case 'expectedValue':
      return amountOrderValue(record.expectedValue);
  }
}

export function sortItems(kind: RelationKind, record: Sortable): (Key & Record<string, unknown>)[] {
  return sortItemFields[kind].map((field) => ({
    ...relationSortKey(kind, field, `${orderValue(kind, field, record)}#${record.nameKey}`, record.id),
    type: 'sort',
    id: record.id,
    status: record.status,
    facet: relationConfigs[kind].facetOf(record),
    country: record.country,
    ...(record.source ? { source: record.source } : {}),
  }));
}

export const sortItemSchema = z.object({ id: z.string() });

/** A lead's expected value counted in its status's sum (cents); other kinds count nothing. */
export function valueSums(kind: RelationKind, record: Sortable): Map<string, number> {
  const cents = kind === 'lead' ? amountInCents(record.expectedValue) : 0;
  return cents === 0 ? new Map() : new Map([[leadValueSumCounter(record.status), cents]]);
}
