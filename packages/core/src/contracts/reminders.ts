import type { Actor } from '../db/actor.ts';
import { batchGet } from '../db/batch.ts';
import { keys } from '../db/keys.ts';
import { ledgerPut, ledgerState, onceOnly, type LedgerEntry } from '../db/ledger.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { log } from '../log.ts';
import { sendMail } from '../mail/send.ts';
import { daysBetween } from '../nl/date.ts';
import { createTodo, reviseSystemTodo, systemTodos } from '../todos/service.ts';
import { allUsers, getUser, isActiveAdmin } from '../users/repository.ts';
import type { UserItem } from '../users/schema.ts';
import { periodDates } from '../contract-types/term.ts';
import { advanceContract, DECISION_TODO_ORIGIN, stepsThrough, type Step } from './advance.ts';
import { storedDates, type StoredDates } from './dates.ts';
import type { ContractItem } from './item.ts';
import { contractReminderMail } from './mail.ts';
import { getContract } from './repository.ts';
import { noticeReminderDay, reminderText, type PlannedReminder } from './reminder-text.ts';
import { termOf } from './schema.ts';

/**
 * What happens to a contract on a day (decision 039): each reminder that is due happens once,
 * however late, and says how late; then it moves through time (advance.ts). The daily job does this for
 * every contract with a due date or an ended period; a save does it at once.
 */

/** The daily job acts as the system: history names it. */
export const jobActor: Actor = { id: 'system:daily', name: 'Dagelijkse taak' };

/** The ledger's occurrence of a period's reminders: moved dates are a new occurrence. */
export const occurrenceOf = (dates: Pick<StoredDates, 'period' | 'noticeBy'>) =>
  `${dates.period}#${dates.noticeBy}`;

type Done = (kind: PlannedReminder['kind'], key: string) => boolean;

/**
 * The reminders due for an active contract on `today` (pure). `left` are the periods it renewed out
 * of in this run; `done` tells which ledger items exist. A renewing period whose last notice day
 * passed without its todo is `missed`: one todo and one mail say so and name the next chance.
 */
export function planReminders(
  contract: ContractItem,
  left: readonly StoredDates[],
  today: string,
  done: Done,
): PlannedReminder[] {
  if (contract.status !== 'actief') return [];
  const term = termOf(contract);
  const current = periodDates(term, contract.period, today);
  const currentDates = storedDates(current);
  const plans: PlannedReminder[] = [];
  const missed = left.filter((period) => !done('decision-todo', occurrenceOf(period)));
  const currentMissed =
    current.renews && current.noticeBy < today && !done('decision-todo', occurrenceOf(current));
  if (currentMissed) missed.push(currentDates);
  const last = missed.at(-1);
  if (last) {
    const next =
      current.noticeBy >= today ? currentDates : storedDates(periodDates(term, current.period + 1, today));
    const late = daysBetween(last.noticeBy, today);
    for (const kind of ['decision-todo', 'decision-mail'] as const) {
      plans.push({
        kind,
        variant: 'missed',
        key: occurrenceOf(last),
        due: last.noticeBy,
        late,
        period: last,
        next,
      });
    }
  }
  if (!currentMissed && today >= current.decideBy) {
    const variant = current.renews ? 'decide' : contract.renewal === 'geen' ? 'expiry' : 'explicit';
    // A short period's Beslisdatum may fall before it starts: not late before the period began.
    const due = current.decideBy < current.periodStart ? current.periodStart : current.decideBy;
    const late = Math.max(0, daysBetween(due, today));
    for (const kind of ['decision-todo', 'decision-mail'] as const) {
      const plan = { kind, variant, key: occurrenceOf(current), due, late, period: currentDates } as const;
      // One todo per contract: the missed one stands for this period's too (it names its last day).
      if (kind === 'decision-todo' && last && plans[0]?.next === currentDates) {
        plans[0].alsoKeys = [plan.key];
        continue;
      }
      plans.push(plan);
    }
  }
  const noticeDay = noticeReminderDay(current.noticeBy);
  if (current.renews && today >= noticeDay && today <= current.noticeBy) {
    plans.push({
      kind: 'notice-7-mail',
      variant: 'notice',
      key: occurrenceOf(current),
      due: noticeDay,
      late: Math.max(
        0,
        daysBetween(noticeDay < current.periodStart ? current.periodStart : noticeDay, today),
      ),
      period: currentDates,
    });
  }
  return plans.filter((plan) => !done(plan.kind, plan.key));
}

/** Which of the ledger items a plan may need exist already (one BatchGetItem). */
async function ledgerDone(contract: ContractItem, periods: readonly StoredDates[]): Promise<Done> {
  const kinds: PlannedReminder['kind'][] = ['decision-todo', 'decision-mail', 'notice-7-mail'];
  const found = await batchGet(
    periods.flatMap((period) => kinds.map((kind) => keys.reminder(contract.pk, occurrenceOf(period), kind))),
  );
  const existing = new Set(found.map((item) => String(item.pk)));
  return (kind, key) => existing.has(keys.reminder(contract.pk, key, kind).pk);
}

/** What a contract's day came to, for the job's log, its dry run and the Beheerders' summary. */
export interface ContractDay {
  id: string;
  number: string;
  title: string;
  steps: Step['action'][];
  reminders: {
    kind: PlannedReminder['kind'];
    variant: PlannedReminder['variant'];
    late: number;
    what: string;
  }[];
}

/**
 * Who is told about a contract: its owner, or, when the owner is no longer active, the first
 * active Beheerder (by name), so a reminder never goes to nobody and never blocks the job.
 */
async function recipientOf(contract: ContractItem): Promise<UserItem | undefined> {
  const owner = await getUser(contract.ownerId);
  if (owner?.active) return owner;
  const admins = (await allUsers()).filter(isActiveAdmin);
  return admins.sort((a, b) => a.name.localeCompare(b.name, 'nl'))[0];
}

/**
 * The one open decision todo of a contract says what `reminder` says: made when there is none,
 * otherwise revised (deadline moved, with history). Its ledger item (and those of `alsoKeys`) is
 * written in the same transaction; answers false when it existed already. A todo changed meanwhile
 * (a colleague ticked or edited it) is read again.
 */
async function decisionTodo(
  contract: ContractItem,
  reminder: PlannedReminder,
  today: string,
  actor: Actor,
  recipient: () => Promise<UserItem | undefined>,
): Promise<boolean> {
  const text = reminderText(contract, reminder, today);
  const entry: LedgerEntry = { recordPk: contract.pk, period: reminder.key, kind: 'decision-todo' };
  const ledger = [entry, ...(reminder.alsoKeys ?? []).map((key) => ({ ...entry, period: key }))].map((item) =>
    ledgerPut(item),
  );
  for (let attempt = 1; ; attempt++) {
    const [open] = await systemTodos({ kind: 'contract', id: contract.id }, DECISION_TODO_ORIGIN, 'open');
    try {
      if (open) {
        const fields = { title: text.todoTitle, description: text.description, deadline: text.deadline };
        await reviseSystemTodo(open, fields, actor, ledger);
      } else {
        const assignee = await recipient();
        if (!assignee) throw new Error('no active owner or Beheerder to give the todo to');
        await createTodo(
          {
            title: text.todoTitle,
            description:
              assignee.id === contract.ownerId
                ? text.description
                : `${text.description} De eigenaar van het contract is niet meer actief.`,
            deadline: text.deadline,
            assigneeId: assignee.id,
            priority: 'hoog',
            done: false,
            link: { kind: 'contract', id: contract.id },
          },
          actor,
          { origin: DECISION_TODO_ORIGIN, extra: ledger },
        );
      }
      return true;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      // The ledger item exists: an earlier (or simultaneous) run made or moved the todo.
      if (await ledgerState(entry)) return false;
      if (attempt >= 3) throw error;
    }
  }
}

async function carryOut(
  contract: ContractItem,
  reminder: PlannedReminder,
  today: string,
  actor: Actor,
  recipient: () => Promise<UserItem | undefined>,
): Promise<boolean> {
  if (reminder.kind === 'decision-todo') return decisionTodo(contract, reminder, today, actor, recipient);
  const owner = await recipient();
  if (!owner) return false;
  return onceOnly({ recordPk: contract.pk, period: reminder.key, kind: reminder.kind }, async () => {
    await sendMail(contractReminderMail({ to: owner.email, name: owner.name, contract, reminder, today }));
  });
}

export interface ActOptions {
  /** Plans only: nothing is written or sent. */
  dryRun?: boolean;
  actor?: Actor;
}

/**
 * A contract's day: first its period moves on (a renewal rolls, an ended one becomes Verlopen or
 * Beëindigd), then each reminder that is due happens once. Answers what it did (or, in a dry run,
 * would do); undefined for a contract that no longer exists.
 */
export async function actOnContract(
  id: string,
  today: string,
  options: ActOptions = {},
): Promise<ContractDay | undefined> {
  const actor = options.actor ?? jobActor;
  let stored: ContractItem;
  try {
    stored = await getContract(id);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
  // Where the contract will be, and the periods it renews out of: their missed reminders happen
  // before the renewal is written, so a failure leaves both for the next run, never the renewal alone.
  const { after: contract, left, steps } = stepsThrough(stored, today);
  const day: ContractDay = {
    id,
    number: contract.number,
    title: contract.title,
    steps: steps.map((step) => step.action),
    reminders: [],
  };
  if (contract.status === 'actief') {
    const current = storedDates(periodDates(termOf(contract), contract.period, today));
    const next = storedDates(periodDates(termOf(contract), contract.period + 1, today));
    // Of the periods renewed out of, the last one matters: its missed notice day is the one to say
    // (with the next chance); older ones are history. This bounds the reads whatever the gap.
    const lastLeft = left.slice(-1);
    const done = await ledgerDone(contract, [...lastLeft, current, next]);
    // Read once, for whichever todo and mails are due.
    let recipient: Promise<UserItem | undefined> | undefined;
    const recipientOnce = () => (recipient ??= recipientOf(contract));
    for (const reminder of planReminders(contract, lastLeft, today, done)) {
      const acted = options.dryRun ? true : await carryOut(contract, reminder, today, actor, recipientOnce);
      if (acted) {
        const what = reminderText(contract, reminder, today).summary;
        day.reminders.push({ kind: reminder.kind, variant: reminder.variant, late: reminder.late, what });
      }
    }
  }
  if (!options.dryRun && steps.length) {
    try {
      day.steps = (await advanceContract(id, today, actor)).steps;
    } catch (error) {
      if (error instanceof NotFoundError) return day;
      throw error;
    }
  }
  return day;
}

/**
 * After a user's save: what the daily job would do today happens now (a passed Beslisdatum makes
 * its todo, an ended period expires). A failure is logged, not the save's: the job tries again.
 */
export async function actAfterSave(id: string, today: string, actor: Actor): Promise<void> {
  try {
    await actOnContract(id, today, { actor });
  } catch (error) {
    log('error', 'contract: acting after a save failed', {
      id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function reminderNow(contract: ContractItem, today: string): PlannedReminder {
  const term = termOf(contract);
  const dates = periodDates(term, contract.period, today);
  const period = storedDates(dates);
  if (dates.renews && dates.noticeBy < today) {
    // Moved into the past: say that the day passed, and the next chance.
    const next = storedDates(periodDates(term, contract.period + 1, today));
    const late = daysBetween(dates.noticeBy, today);
    return {
      kind: 'decision-todo',
      variant: 'missed',
      key: occurrenceOf(dates),
      due: dates.noticeBy,
      late,
      period,
      next,
    };
  }
  const variant = dates.renews ? 'decide' : contract.renewal === 'geen' ? 'expiry' : 'explicit';
  return { kind: 'decision-todo', variant, key: occurrenceOf(dates), due: dates.decideBy, late: 0, period };
}

/**
 * After an edit of an active contract that moved its dates: the open decision todo gets the new
 * deadline and text (with history), and the ledger the new occurrence, so the mails are re-armed
 * for the new dates and no second todo is made. Notice withdrawn before the last notice day opens
 * the todo that giving notice closed.
 */
export async function rearmAfterEdit(
  before: ContractItem,
  after: ContractItem,
  today: string,
  actor: Actor,
): Promise<void> {
  if (after.status !== 'actief') return;
  const link = { kind: 'contract' as const, id: after.id };
  if (before.status === 'opgezegd' && today <= after.noticeBy) {
    const closed = await systemTodos(link, DECISION_TODO_ORIGIN, 'done');
    const decided = closed.find((todo) => todo.deadline === after.noticeBy);
    if (decided) await reviseSystemTodo(decided, { done: false }, actor);
  }
  if (before.status === 'actief' && occurrenceOf(before) === occurrenceOf(after)) return;
  const [open] = await systemTodos(link, DECISION_TODO_ORIGIN, 'open');
  if (open) await decisionTodo(after, reminderNow(after, today), today, actor, () => recipientOf(after));
}
