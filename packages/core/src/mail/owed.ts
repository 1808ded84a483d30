import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { dynamo, tableName } from '../db/client.ts';
import { keys, partitions } from '../db/keys.ts';
import { queryPage, queryPages } from '../db/page.ts';
import type { TransactItem } from '../db/transaction.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { log } from '../log.ts';
import { MailNotSentError } from './deliver.ts';
import type { MailMessage } from './message.ts';
import type { OwedMail } from './public.ts';
import { sendMail } from './send.ts';

/**
 * Mail the app owes (issue 28, point 11). A change that owes a mail writes it here in its own
 * transaction; the mail is then delivered at once, and whatever could not be delivered then (the
 * mail service down, the process stopped between the transaction and the send) is retried by the
 * owed-mail job every five minutes until it goes out. A Beheerder sees what is still waiting and can
 * send it again at once. A delivered mail's item is deleted, with the link it carried.
 *
 * Delivery is at least once: a claim (a lease of one minute) keeps two deliverers apart, but a
 * process that stops after the send and before the delete leaves the item for the job, which sends
 * it again. A second copy of a receipt is better than none.
 */

/** What a delivery of one owed mail is about, for the log and for staff. */
export interface OwedMailContext {
  /** What kind of mail, in English for the log (e.g. `condition-receipt`). */
  kind: string;
  /** What staff read about it, in Dutch (e.g. "Ontvangstbevestiging voorwaarden C000123"). */
  label: string;
  /** The SPA path of the record it belongs to, when there is one. */
  path?: string;
  /** Ids for the log. */
  refs?: Record<string, string>;
}

const CLAIM_MS = 60_000;
/** A new item is left to the change that wrote it for this long before the job may try it. */
const FIRST_TRY_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

const owedItemSchema = z.object({
  sk: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  kind: z.string(),
  label: z.string(),
  path: z.string().optional(),
  refs: z.record(z.string(), z.string()).optional(),
  createdAt: z.string(),
  attempts: z.number().int().default(0),
  lastError: z.string().optional(),
  lastAttemptAt: z.string().optional(),
  nextAttemptAt: z.string(),
  claimedUntil: z.string().optional(),
});
type OwedItem = z.infer<typeof owedItemSchema>;

/** The wait after the nth failed attempt: 5, 10, 20 … minutes, at most six hours. */
export function backoffMs(attempts: number): number {
  return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * The transaction item that records a mail as owed, with its id: put it in the transaction of the
 * change that owes the mail, then call `deliverOwed(id)` after that transaction.
 */
export function owedMail(
  message: MailMessage,
  context: OwedMailContext,
  now = new Date(),
): { id: string; item: TransactItem } {
  const id = ulid(now.getTime());
  return {
    id,
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.owedMail(id),
          type: 'owed-mail',
          ...message,
          ...context,
          createdAt: now.toISOString(),
          attempts: 0,
          nextAttemptAt: new Date(now.getTime() + FIRST_TRY_MS).toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/** Claims an owed mail for one delivery; undefined when it is gone or another deliverer has it. */
async function claim(id: string, claimId: string, now: Date): Promise<OwedItem | undefined> {
  try {
    const output = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.owedMail(id),
        UpdateExpression: 'SET claimedUntil = :until, claimId = :claim',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeValues: {
          ':until': new Date(now.getTime() + CLAIM_MS).toISOString(),
          ':claim': claimId,
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return owedItemSchema.parse(output.Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Ends a claim; a claim already taken over (it ran out) is left to its new holder. */
async function release(update: UpdateCommand | DeleteCommand, id: string): Promise<void> {
  try {
    await dynamo.send(update);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      log('warn', 'owed mail claim ran out before it was released', { id });
      return;
    }
    throw error;
  }
}

export type Delivery = 'sent' | 'failed' | 'busy';

/**
 * Delivers one owed mail now: 'sent' (and forgotten), 'failed' (kept, tried again after a wait) or
 * 'busy' (gone, or another deliverer holds it).
 */
export async function deliverOwed(id: string, now = new Date()): Promise<Delivery> {
  const claimId = ulid();
  const item = await claim(id, claimId, now);
  if (!item) return 'busy';
  const held = { ':claim': claimId };
  try {
    await sendMail({
      to: item.to,
      subject: item.subject,
      text: item.text,
      html: item.html,
      links: item.links,
    });
  } catch (error) {
    const attempts = item.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    log('error', 'mail not sent', { kind: item.kind, id, attempts, error: message, ...item.refs });
    await release(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.owedMail(id),
        UpdateExpression:
          'SET attempts = :attempts, lastError = :error, lastAttemptAt = :now, nextAttemptAt = :next REMOVE claimedUntil, claimId',
        ConditionExpression: 'claimId = :claim',
        ExpressionAttributeValues: {
          ...held,
          ':attempts': attempts,
          ':error': message.slice(0, 500),
          ':now': now.toISOString(),
          ':next': new Date(now.getTime() + backoffMs(attempts)).toISOString(),
        },
      }),
      id,
    );
    return 'failed';
  }
  await release(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.owedMail(id),
      ConditionExpression: 'claimId = :claim',
      ExpressionAttributeValues: held,
    }),
    id,
  );
  if (item.attempts > 0) log('info', 'owed mail sent', { kind: item.kind, id, attempts: item.attempts + 1 });
  return 'sent';
}

/** Forgets an owed mail that must not go out any more (the change that owed it was undone). */
export async function cancelOwed(id: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.owedMail(id) }));
}

const dueSchema = owedItemSchema.pick({ sk: true, nextAttemptAt: true, claimedUntil: true });

/**
 * The owed-mail job: every mail whose next attempt is due, one after the other. Answers how many
 * went out and how many are still owed. `only` limits it to some mails (tests share one table).
 */
export async function sweepOwedMail(
  now = new Date(),
  only?: ReadonlySet<string>,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const at = now.toISOString();
  for await (const page of queryPages({ partition: partitions.owedMail, schema: dueSchema, limit: 100 })) {
    for (const item of page) {
      if (only && !only.has(item.sk)) continue;
      if (item.nextAttemptAt > at || (item.claimedUntil !== undefined && item.claimedUntil >= at)) continue;
      const outcome = await deliverOwed(item.sk, now);
      if (outcome === 'sent') sent += 1;
      if (outcome === 'failed') failed += 1;
    }
  }
  return { sent, failed };
}

/** What a Beheerder sees of the mail still owed, oldest first: never its text or its links. */
export async function listOwedMail(): Promise<OwedMail[]> {
  const page = await queryPage({ partition: partitions.owedMail, schema: owedItemSchema, limit: 100 });
  return page.items.map((item) => ({
    id: item.sk,
    to: item.to,
    subject: item.subject,
    label: item.label,
    path: item.path ?? null,
    createdAt: item.createdAt,
    attempts: item.attempts,
    lastError: item.lastError ?? null,
    nextAttemptAt: item.nextAttemptAt,
  }));
}

/** "Opnieuw versturen": one attempt now, whatever its wait; a failure is a 502 that says so. */
export async function resendOwed(id: string, now = new Date()): Promise<void> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.owedMail(id), ConsistentRead: true }),
  );
  if (!Item) throw new NotFoundError('Deze e-mail wacht niet meer: hij is al verstuurd.');
  const outcome = await deliverOwed(id, now);
  if (outcome === 'failed') {
    throw new MailNotSentError(
      'De e-mail kon weer niet worden verstuurd. Hij wordt later opnieuw geprobeerd.',
    );
  }
  if (outcome === 'busy') {
    throw new ConflictError('Deze e-mail wordt op dit moment al verstuurd. Kijk over een minuut opnieuw.');
  }
}
