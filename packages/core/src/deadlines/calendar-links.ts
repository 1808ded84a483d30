import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { transact, type TransactItem } from '../db/transaction.ts';
import { NotFoundError } from '../errors.ts';
import { getUser } from '../users/repository.ts';

/**
 * Private calendar links (decision 024). A link is a random token, not a signed one: calendar
 * clients keep it for years and revoking it must end it at once. Only its SHA-256 is stored,
 * with the user; a user has at most one link, which "Nieuwe link maken" replaces.
 */

/** 32 random bytes, base64url: 43 characters. */
export const calendarTokenPattern = /^[A-Za-z0-9_-]{43}$/;

const pointerSchema = z.object({ tokenHash: z.string(), createdAt: z.string() });
const linkSchema = z.object({ userId: z.string() });

export interface CalendarLinkState {
  exists: boolean;
  createdAt: string | null;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function pointerOf(userId: string) {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.userCalendarLink(userId), ConsistentRead: true }),
  );
  return output.Item ? pointerSchema.parse(output.Item) : undefined;
}

export async function calendarLinkState(userId: string): Promise<CalendarLinkState> {
  const pointer = await pointerOf(userId);
  return { exists: pointer !== undefined, createdAt: pointer?.createdAt ?? null };
}

/** The pointer's write, conditional on what was read: two changes at once make one a 409. */
function pointerCondition(old: { tokenHash: string } | undefined) {
  return old
    ? { ConditionExpression: 'tokenHash = :old', ExpressionAttributeValues: { ':old': old.tokenHash } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
}

/** Makes a new link (ending the old one): answers the token, which is never readable again. */
export async function createCalendarLink(userId: string): Promise<{ token: string; createdAt: string }> {
  const old = await pointerOf(userId);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  const createdAt = new Date().toISOString();
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.userCalendarLink(userId), type: 'calendar-link-of-user', tokenHash, createdAt },
        ...pointerCondition(old),
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.calendarLink(tokenHash), type: 'calendar-link', userId, createdAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
  if (old) items.push({ Delete: { TableName: tableName(), Key: keys.calendarLink(old.tokenHash) } });
  await transact(items, [], 0);
  return { token, createdAt };
}

export async function revokeCalendarLink(userId: string): Promise<void> {
  const old = await pointerOf(userId);
  if (!old) throw new NotFoundError('Je hebt geen agenda-link.');
  await transact(
    [
      { Delete: { TableName: tableName(), Key: keys.userCalendarLink(userId), ...pointerCondition(old) } },
      { Delete: { TableName: tableName(), Key: keys.calendarLink(old.tokenHash) } },
    ],
    [],
    0,
  );
}

/** The active user a token belongs to; undefined for an unknown, revoked or replaced token. */
export async function calendarLinkUser(token: string): Promise<string | undefined> {
  if (!calendarTokenPattern.test(token)) return undefined;
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.calendarLink(hashOf(token)), ConsistentRead: true }),
  );
  if (!output.Item) return undefined;
  const { userId } = linkSchema.parse(output.Item);
  const user = await getUser(userId);
  return user?.active ? user.id : undefined;
}

/** The throttle subject of a token: its hash, so the token itself is never written down. */
export function calendarTokenSubject(token: string): string {
  return hashOf(token);
}
