import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { batchGet } from '../db/batch.ts';
import { dynamo, tableName } from '../db/client.ts';
import type { TransactItem } from '../db/transaction.ts';
import { keys } from '../db/keys.ts';
import { UnauthorizedError } from '../errors.ts';
import { userItemSchema, type UserItem } from './schema.ts';
import { ACCESS_TOKEN_SECONDS } from '../auth/access-token.ts';

/**
 * Server-side sessions. A token is only as good as its session item: logout deletes it, and a
 * user's `sessionGeneration` or `active` flag ends all of that user's sessions at once.
 */
const sessionItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('session'),
  id: z.string(),
  userId: z.string(),
  generation: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.number().int(),
});

export type SessionItem = z.infer<typeof sessionItemSchema>;

export async function createSession(user: UserItem): Promise<SessionItem> {
  const id = ulid();
  const now = Date.now();
  const session: SessionItem = {
    ...keys.session(id),
    type: 'session',
    id,
    userId: user.id,
    generation: user.sessionGeneration,
    createdAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS,
  };
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: session }));
  return session;
}

/** Session and user in one BatchGetItem (strongly consistent): one request per API call. */
export async function resolveSession(sessionId: string, userId: string, role?: string): Promise<UserItem> {
  const sessionKey = keys.session(sessionId);
  const userKey = keys.user(userId);
  const items = await batchGet([sessionKey, userKey], { consistent: true });
  const sessionItem = items.find((item) => item.pk === sessionKey.pk);
  const userItem = items.find((item) => item.pk === userKey.pk);
  // Made only when thrown: an error captures a stack trace, and every signed-in request gets here.
  const ended = () => new UnauthorizedError('Je sessie is beëindigd. Log opnieuw in.');
  if (!sessionItem || !userItem) throw ended();
  const session = sessionItemSchema.parse(sessionItem);
  const user = userItemSchema.parse(userItem);
  // TTL deletion is lazy: expiry is always compared here.
  if (session.userId !== user.id || session.expiresAt * 1000 <= Date.now()) throw ended();
  if (!user.active || session.generation !== user.sessionGeneration) throw ended();
  if (role !== undefined && role !== user.role) throw ended();
  return user;
}

export async function endSession(sessionId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.session(sessionId) }));
}

/** Keeps one session alive across a generation bump (password change, "overal uitloggen"). */
export function updateSessionGeneration(sessionId: string, generation: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.session(sessionId),
      UpdateExpression: 'SET generation = :generation',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':generation': generation },
    },
  };
}
