import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Role } from '../auth/permissions.ts';
import { dynamo, tableName } from '../db/client.ts';
import { indexKeys, keys, normaliseEmail } from '../db/keys.ts';
import { createRecord, type Actor } from '../db/write.ts';
import { userItemSchema, type UserItem } from './schema.ts';

export const emailTakenMessage = 'Er bestaat al een gebruiker met dit e-mailadres.';

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

export interface NewUser {
  name: string;
  email: string;
  role: Role;
  passwordHash: string | null;
}

export async function createUser(input: NewUser, actor: Actor): Promise<UserItem> {
  const id = ulid();
  const email = input.email.trim();
  const item = await createRecord({
    key: keys.user(id),
    id,
    data: {
      type: 'user' as const,
      name: input.name.trim(),
      email,
      role: input.role,
      active: true,
      passwordHash: input.passwordHash,
      sessionGeneration: 1,
      ...indexKeys.usersByName(input.name.trim(), id),
    },
    actor,
    uniques: [{ key: keys.userEmail(normaliseEmail(email)), field: 'email', message: emailTakenMessage }],
  });
  return userItemSchema.parse(item);
}
