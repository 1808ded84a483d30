import { leadStatuses, leadStatusLabels, type LeadStatus } from '@crm/core/leads/schema';
import type { InfiniteData } from '@tanstack/react-query';
import type { RelationPage } from '../../relations/api/get-relations';
import type { LeadRecord } from '../../relations/api/records';

/** The board: one column per status, in the order a lead goes through them. */
export type BoardColumnData = InfiniteData<RelationPage<'lead'>, unknown>;

const collator = new Intl.Collator('nl');

/** The column left (-1) or right (+1) of a status, or null at the edge of the board. */
export function adjacentStatus(status: LeadStatus, step: -1 | 1): LeadStatus | null {
  return leadStatuses[leadStatuses.indexOf(status) + step] ?? null;
}

/** A converted lead stays Gewonnen: it is a customer now. */
export function canMoveLead(lead: Pick<LeadRecord, 'customerId'>): boolean {
  return !lead.customerId;
}

/** Moving to Verloren needs a reason, asked before anything is saved. */
export function needsLostReason(status: LeadStatus): boolean {
  return status === 'verloren';
}

const adjustTotal = (total: number | null, by: number) => (total === null ? null : Math.max(0, total + by));

/** The column without the card (optimistically, before the server confirms). */
export function removeCard(data: BoardColumnData | undefined, id: string): BoardColumnData | undefined {
  if (!data) return data;
  const had = data.pages.some((page) => page.items.some((item) => item.id === id));
  if (!had) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: page.items.filter((item) => item.id !== id),
      total: index === 0 ? adjustTotal(page.total, -1) : page.total,
    })),
  };
}

/** The column with the card in its place by name among the cards loaded so far. */
export function insertCard(data: BoardColumnData | undefined, lead: LeadRecord): BoardColumnData | undefined {
  if (!data) return data;
  const without = data.pages.map((page) => page.items.filter((item) => item.id !== lead.id));
  const wasThere = without.some((items, index) => items.length !== data.pages[index]?.items.length);
  const [first = [], ...rest] = without;
  const placed = [...first, lead].sort((a, b) => collator.compare(a.companyName, b.companyName));
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: index === 0 ? placed : (rest[index - 1] ?? []),
      total: index === 0 && !wasThere ? adjustTotal(page.total, 1) : page.total,
    })),
  };
}

/** The card as the server saved it (its new version), where the optimistic one was. */
export function replaceCard(
  data: BoardColumnData | undefined,
  lead: LeadRecord,
): BoardColumnData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === lead.id ? lead : item)),
    })),
  };
}

/** For screen readers, after a card moved. */
export function movedMessage(lead: Pick<LeadRecord, 'companyName'>, to: LeadStatus): string {
  return `${lead.companyName} staat nu in ${leadStatusLabels[to]}.`;
}

/** The move was undone: what happened, why, and where the card is now. */
export function moveFailedMessage(
  lead: Pick<LeadRecord, 'companyName'>,
  from: LeadStatus,
  to: LeadStatus,
  reason: string,
): string {
  return `${lead.companyName} kon niet naar ${leadStatusLabels[to]} worden verplaatst en staat weer in ${leadStatusLabels[from]}. ${reason}`;
}
