import * as z from 'zod';
import { roles } from '../auth/permissions.ts';
import type { UserRecord } from './public.ts';

/** A user item as stored; every read is parsed with this, never cast. */
export const userItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('user'),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
  passwordHash: z.string().nullable(),
  /** Bumped to end every session of the user at once (password change, "overal uitloggen"). */
  sessionGeneration: z.number().int(),
  gsi1pk: z.string(),
  gsi1sk: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

export type UserItem = z.infer<typeof userItemSchema>;

/** What the API shows of a user: never the password hash or keys. */
export function publicUser(user: UserItem): UserRecord {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.active,
    hasPassword: user.passwordHash !== null,
    version: user.version,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
