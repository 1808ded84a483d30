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
