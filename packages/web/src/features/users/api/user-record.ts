import { roles } from '@crm/core/auth/permissions';
import { z } from 'zod';

/** A user as the API shows it (users admin and profile): never a password hash. */
export const userRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  active: z.boolean(),
  hasPassword: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type UserRecord = z.infer<typeof userRecordSchema>;

export const userAnswerSchema = z.object({ user: userRecordSchema });

/** The root of every users query key, for invalidating all of them at once. */
export const usersKey = ['users'] as const;
