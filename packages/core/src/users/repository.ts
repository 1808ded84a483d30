import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Role } from '../auth/permissions.ts';
import { dynamo, tableName } from '../db/client.ts';
import { counterChange } from '../db/counter.ts';
import { keys } from '../db/keys.ts';
import { counterNames } from '../db/counter-names.ts';
import { indexKeys } from '../db/index-keys.ts';
import { normaliseEmail } from '../validation/fields.ts';
import { queryAll } from '../db/page.ts';
import { type Actor } from '../db/actor.ts';
import { type TransactItem } from '../db/transaction.ts';
import { createRecord } from '../db/write.ts';
import { userItemSchema, type UserItem } from './schema.ts';

export const emailTakenMessage = 'Er bestaat al een gebruiker met dit e-mailadres.';

/** Counter of active Beheerders: the last one cannot be deleted, deactivated or demoted. */
export const ACTIVE_ADMINS = counterNames.activeBeheerders;

export function isActiveAdmin(user: Pick<UserItem, 'role' | 'active'>): boolean {
  return user.role === 'beheerder' && user.active;
}

/** Transaction item keeping the active-Beheerder counter right when a user changes. */
export function activeAdminChange(before: boolean, after: boolean): TransactItem | undefined {
  if (before === after) return undefined;
  return after ? counterChange(ACTIVE_ADMINS, 1) : counterChange(ACTIVE_ADMINS, -1, 1);
}

export async function getUser(id: string): Promise<UserItem | undefined> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return output.Item ? userItemSchema.parse(output.Item) : undefined;
}

/** Looks a user up through the e-mail marker item (strongly consistent, case-insensitive). */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.userEmail(email), ConsistentRead: true }),
  );
  const owner: unknown = output.Item?.owner;
  return typeof owner === 'string' ? owner.replace(/^USER#/, '') : undefined;
}

/**
 * All users, by name, from the users index. A company has 5 to 200 staff, so the users list reads
 * the whole (small) partition in pages of 200 and filters in memory.
 */
export async function allUsers(): Promise<UserItem[]> {
  return queryAll({ index: 'gsi1', partition: 'USERS', limit: 200, schema: userItemSchema });
}

export interface NewUser {
  name: string;
  email: string;
  role: Role;
  passwordHash: string | null;
}

export async function createUser(input: NewUser, actor: Actor): Promise<UserItem> {
  const id = ulid();
  const email = input.email.trim();
  const name = input.name.trim();
  const counter = activeAdminChange(false, isActiveAdmin({ role: input.role, active: true }));
  const item = await createRecord({
    key: keys.user(id),
    id,
    data: {
      type: 'user' as const,
      name,
      email,
      role: input.role,
      active: true,
      passwordHash: input.passwordHash,
      sessionGeneration: 1,
      ...indexKeys.usersByName(name, id),
    },
    actor,
    uniques: [{ key: keys.userEmail(normaliseEmail(email)), field: 'email', message: emailTakenMessage }],
    extra: counter ? [counter] : [],
  });
  return userItemSchema.parse(item);
}
