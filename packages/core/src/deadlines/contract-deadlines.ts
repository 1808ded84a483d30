import type { CalendarEvent } from './calendar-feed.ts';
import type { DueItem } from '../db/due-items.ts';
import type { DueContext, DueOutcome } from './handlers.ts';
import { keys, partitions } from '../db/keys.ts';
import { queryPages, rawItems } from '../db/page.ts';
import { addDays, dutchDate } from '../nl/date.ts';
import { listContracts } from '../contracts/queries.ts';
import { actOnContract } from '../contracts/reminders.ts';

/*
 * The contracts' part of the deadlines engine (decision 039): the daily job's handler of a
 * contract's due items, its sweep of contracts whose period ended, and the owner's calendar
 * entries. Registered by `wiring.ts`; what happens to a contract is contracts/reminders.ts.
 */
const contractIdOf = (recordPk: string) => recordPk.slice('CONTRACT#'.length);

const stepWords: Record<string, string> = {
  renewal: 'verlengd',
  expire: 'verlopen',
  end: 'beëindigd na opzegging',
};

/** The daily job's handler of a contract's due item (or of a contract its sweep names). */
export async function contractDueHandler(
  item: DueItem,
  today: string,
  context: DueContext,
): Promise<DueOutcome | undefined> {
  const day = await actOnContract(contractIdOf(item.recordPk), today, { dryRun: context.dryRun });
  if (!day) return undefined;
  return {
    label: `${day.number} ${day.title}`,
    steps: day.steps.map((step) => stepWords[step] ?? step),
    actions: day.reminders.map((reminder) => ({ what: reminder.what, late: reminder.late })),
  };
}

/** Every running contract whose period ended before `today` (the period-end index). */
export async function* contractsPastPeriodEnd(
  today: string,
): AsyncGenerator<{ recordPk: string; recordType: string }> {
  const pages = queryPages({
    partition: partitions.contractPeriodEnds,
    sortBetween: ['0000', `${addDays(today, -1)}#~`],
    schema: rawItems,
  });
  for await (const page of pages) {
    for (const item of page) yield { recordPk: keys.contract(String(item.id)).pk, recordType: 'contract' };
  }
}

/** The owner's calendar: each running contract's Beslisdatum and last notice day. */
export async function contractCalendarEvents(userId: string): Promise<CalendarEvent[]> {
  const events: CalendarEvent[] = [];
  let cursor: string | null = null;
  do {
    const page = await listContracts({
      ownerId: userId,
      noticeFrom: undefined,
      noticeTo: undefined,
      sort: 'noticeBy',
      order: 'asc',
      limit: 100,
      cursor: cursor ?? undefined,
    });
    for (const contract of page.items) {
      if (contract.status !== 'actief') continue;
      // The record's version rises with every change, so a moved date reaches the calendar.
      const sequence = contract.version;
      if (contract.renewal === 'geen') {
        events.push({
          uid: `${contract.id}-decide-${contract.period}`,
          date: contract.decideBy,
          summary: `Contract loopt af op ${dutchDate(contract.periodEnd)}: ${contract.number} ${contract.title}`,
          sequence,
        });
        continue;
      }
      events.push(
        {
          uid: `${contract.id}-decide-${contract.period}`,
          date: contract.decideBy,
          summary: `Besluit over verlenging van ${contract.number}`,
          sequence,
        },
        {
          uid: `${contract.id}-notice-${contract.period}`,
          date: contract.noticeBy,
          summary: `Uiterlijk opzeggen: ${contract.number} ${contract.title}`,
          sequence,
        },
      );
    }
    cursor = page.cursor;
  } while (cursor);
  return events;
}
