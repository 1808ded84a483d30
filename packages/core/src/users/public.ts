import * as z from 'zod';
import { roles } from '../auth/permissions.ts';

/**
 * A user as the API answers it (users admin, profile): never the password hash, keys or session
 * generation. Browser-safe: the SPA parses the answers with it.
 */
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

/**
 * A colleague in the staff directory (pickers, owner names): every user, deactivated ones too, so a
 * record owned by someone who has left still shows their name.
 */
export const staffMemberSchema = z.object({ id: z.string(), name: z.string(), active: z.boolean() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffAnswerSchema = z.object({ items: z.array(staffMemberSchema) });

/** `GET /api/users`: every user the filters let through, how many, and the roles' Dutch names. */
export const usersAnswerSchema = z.object({
  items: z.array(userRecordSchema),
  total: z.number().int(),
  roleLabels: z.record(z.string(), z.string()),
});
export type UsersAnswer = z.infer<typeof usersAnswerSchema>;

/** `POST /api/users`: the new user, and whether the invitation went out (else why not, in Dutch). */
export const createUserAnswerSchema = z.object({
  record: userRecordSchema,
  mailSent: z.boolean(),
  warning: z.string().optional(),
});
export type CreateUserAnswer = z.infer<typeof createUserAnswerSchema>;

/** `GET /api/profile`: the signed-in user, their role's name and what they may do. */
export const profileAnswerSchema = z.object({
  record: userRecordSchema,
  roleLabel: z.string(),
  // Plain strings: a permission the server adds later must not make the page unreadable.
  permissions: z.array(z.string()),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;
