import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Actor } from '../db/actor.ts';
import type { DueItem } from '../db/due-items.ts';
import { ledgerPut, onceOnly } from '../db/ledger.ts';
import { transact } from '../db/transaction.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { readLink, tokenOfLink } from '../links/link-token.ts';
import { mailConfig } from '../mail/config.ts';
import { sendMail } from '../mail/send.ts';
import { addDays, daysBetween, dutchToday } from '../nl/date.ts';
import type { RequestItem } from './item.ts';
import { reminderMail } from './mail.ts';
import { getRequest, lastLinkDay, moveItems } from './requests.ts';
import type { RequestStatus } from './schema.ts';

/**
 * A request's day for the deadlines engine (decision 047), modelled on contracts/reminders.ts: the
 * handler reads the request and decides from its current round and link, so a due item left by a
 * withdrawn or resent round does nothing. While Verstuurd or Geopend the round's latest due
 * reminder goes out once (the ledger: `REMINDER#<request>#<round>#<n>#request-reminder`); after
 * the link's last day an open request becomes Verlopen once (the ledger item and the status move
 * in one transaction).
 */
export const requestJobActor: Actor = { id: 'system:daily', name: 'Dagelijkse taak' };

const remindWhile: readonly RequestStatus[] = ['verstuurd', 'geopend'];
const expireWhile: readonly RequestStatus[] = ['verstuurd', 'geopend', 'teruggestuurd'];

export interface RequestDay {
  label: string;
  steps: 'expire'[];
  reminders: { number: number; late: number; what: string }[];
}

/**
 * The reminder due on `today`: the round's latest one whose day has come (one missed while the job
 * did not run is not sent beside it). Reminders fall before the link's last day, as `requestDueDates`.
 */
export function dueReminder(
  request: RequestItem,
  today: string,
): { number: number; due: string } | undefined {
  if (!remindWhile.includes(request.status) || !request.sentAt) return undefined;
  const sentDay = dutchToday(new Date(request.sentAt));
  const lastDay = lastLinkDay(request);
  const interval = request.template.reminderDays;
  let number = Math.floor(daysBetween(sentDay, today) / interval);
  while (number >= 1 && addDays(sentDay, number * interval) >= lastDay) number--;
  return number >= 1 ? { number, due: addDays(sentDay, number * interval) } : undefined;
}

async function expire(request: RequestItem, actor: Actor): Promise<boolean> {
  const at = new Date().toISOString();
  try {
    await transact(
      [
        ledgerPut({ recordPk: request.pk, period: String(request.round), kind: 'request-expire' }),
        ...moveItems(request, 'expire', actor, at, { expiredAt: at }),
      ],
      [],
      0,
    );
    return true;
  } catch (error) {
    // Done already (the ledger), or moved meanwhile (withdrawn, submitted): nothing to do.
    if (error instanceof ConflictError || error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

async function remind(request: RequestItem, number: number): Promise<boolean> {
  const link = request.linkId ? await readLink(request.linkId) : undefined;
  if (!link || link.revokedAt) return false;
  const url = `${mailConfig().appUrl}/supplier-information-requests/${await tokenOfLink(link)}`;
  return onceOnly(
    { recordPk: request.pk, period: `${request.round}#${number}`, kind: 'request-reminder' },
    async () => {
      await sendMail(
        reminderMail({
          to: request.email,
          name: request.contactName,
          supplierName: request.supplierName,
          fields: request.template.fields,
          documents: request.template.documents,
          url,
          expiresAt: request.linkExpiresAt ?? '',
        }),
      );
    },
  );
}

/** What the daily job does with one request on `today`; undefined when it no longer exists. */
export async function actOnRequest(
  id: string,
  today: string,
  options: { dryRun?: boolean; actor?: Actor } = {},
): Promise<RequestDay | undefined> {
  let request: RequestItem;
  try {
    request = await getRequest(id);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
  const day: RequestDay = {
    label: `${request.templateName} voor ${request.supplierName}`,
    steps: [],
    reminders: [],
  };
  if (!request.linkExpiresAt || !expireWhile.includes(request.status)) return day;
  const lastDay = lastLinkDay(request);
  if (today > lastDay) {
    if (options.dryRun || (await expire(request, options.actor ?? requestJobActor))) day.steps.push('expire');
    return day;
  }
  const due = dueReminder(request, today);
  if (due && (options.dryRun || (await remind(request, due.number)))) {
    day.reminders.push({
      number: due.number,
      late: Math.max(0, daysBetween(due.due, today)),
      what: `herinnering ${due.number} aan ${request.contactName}`,
    });
  }
  return day;
}

/** The deadlines engine's handler of a request's due items (registered in wiring.ts). */
export async function requestDueHandler(item: DueItem, today: string, context: { dryRun: boolean }) {
  const day = await actOnRequest(item.recordPk.slice('SUPPLIER_REQUEST#'.length), today, {
    dryRun: context.dryRun,
  });
  if (!day) return undefined;
  return {
    label: day.label,
    steps: day.steps.map(() => 'verlopen'),
    actions: day.reminders.map((reminder) => ({ what: reminder.what, late: reminder.late })),
  };
}
