import type { Actor } from '../db/actor.ts';
import type { CalendarEvent } from './calendar-feed.ts';
import type { DueItem } from '../db/due-items.ts';
import { ledgerPut, onceOnly } from '../db/ledger.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { sendMail } from '../mail/send.ts';
import { createTodo } from '../todos/service.ts';
import { getUser } from '../users/repository.ts';
import type { ContractItem } from '../contracts/item.ts';
import { contractNoticeMail } from '../contracts/mail.ts';
import { listContracts } from '../contracts/queries.ts';
import { advanceContract, DECISION_TODO_ORIGIN } from '../contracts/service.ts';
import { addDays } from '../nl/date.ts';

/*
 * What the daily job does for a contract (its due dates are in contracts/due-dates.ts), and the
 * owner's calendar entries. Registered as the contract's due handler and calendar source by
 * `wiring.ts`.
 */
/** The job acts as the system: history names it. */
const jobActor: Actor = { id: 'system:daily', name: 'Dagelijkse taak' };

const contractIdOf = (recordPk: string) => recordPk.slice('CONTRACT#'.length);

/**
 * What the daily job does for a contract on `today`, whichever of its dates brought it here: first
 * its period moves on (a tacit renewal rolls, an ended one becomes Verlopen or Beëindigd), then the
 * current period's reminders that are due happen, each once.
 */
export async function actOnContract(id: string, today: string): Promise<void> {
  let contract: ContractItem;
  try {
    contract = await advanceContract(id, today, jobActor);
  } catch (error) {
    if (error instanceof NotFoundError) return;
    throw error;
  }
  if (contract.status !== 'actief' || today > contract.noticeBy) return;
  const period = String(contract.period);
  const owner = await getUser(contract.ownerId);
  if (today >= contract.decideBy) {
    await decisionTodo(contract, period);
    if (owner?.active) {
      await onceOnly({ recordPk: contract.pk, period, kind: 'decision-mail' }, async () => {
        await sendMail(contractNoticeMail({ to: owner.email, name: owner.name, contract, kind: 'decide' }));
      });
    }
  }
  if (today >= addDays(contract.noticeBy, -7) && owner?.active) {
    await onceOnly({ recordPk: contract.pk, period, kind: 'notice-7-mail' }, async () => {
      await sendMail(contractNoticeMail({ to: owner.email, name: owner.name, contract, kind: 'notice' }));
    });
  }
}

/** The owner's todo "Besluit over verlenging van C000123", with its ledger item in one transaction. */
async function decisionTodo(contract: ContractItem, period: string): Promise<void> {
  try {
    await createTodo(
      {
        title: `Besluit over verlenging van ${contract.number}`,
        description: `Beslis of ${contract.number} (${contract.title}) wordt opgezegd. Opzeggen kan tot en met ${contract.noticeBy.split('-').reverse().join('-')}.`,
        deadline: contract.noticeBy,
        assigneeId: contract.ownerId,
        priority: 'hoog',
        done: false,
        link: { kind: 'contract', id: contract.id },
      },
      jobActor,
      {
        origin: DECISION_TODO_ORIGIN,
        extra: [ledgerPut({ recordPk: contract.pk, period, kind: 'decision-todo' })],
      },
    );
  } catch (error) {
    // The ledger item exists: this period's todo was made by an earlier (or simultaneous) run.
    if (error instanceof ConflictError) return;
    throw error;
  }
}

/** The daily job's handler of a contract's due item. */
export async function contractDueHandler(item: DueItem, today: string): Promise<void> {
  await actOnContract(contractIdOf(item.recordPk), today);
}

/** The owner's calendar: each running contract's Beslisdatum and Opzeggen vóór. */
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
      events.push(
        {
          uid: `${contract.id}-decide-${contract.period}`,
          date: contract.decideBy,
          summary: `Besluit over verlenging van ${contract.number}`,
        },
        {
          uid: `${contract.id}-notice-${contract.period}`,
          date: contract.noticeBy,
          summary: `Opzeggen vóór: ${contract.number} ${contract.title}`,
        },
      );
    }
    cursor = page.cursor;
  } while (cursor);
  return events;
}
