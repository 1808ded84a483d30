import * as z from 'zod';
import { roles } from '../auth/permissions.ts';
import { emailField, requiredText } from '../validation/fields.ts';

/** Input schemas of the users screens; the API and the SPA's forms use the same ones. */
export const nameField = requiredText('Vul een naam in.', 120);
export const roleField = z.enum(roles, { error: 'Kies een rol.' });
const versionField = z.number({ error: 'De versie ontbreekt.' }).int().positive();

export const createUserSchema = z.object({ name: nameField, email: emailField, role: roleField });
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object({
  name: nameField,
  email: emailField,
  role: roleField,
  active: z.boolean({ error: 'Kies of de gebruiker actief is.' }),
  version: versionField,
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const updateProfileSchema = z.object({
  name: nameField,
  email: emailField,
  /** Needed only when the e-mail address changes. */
  currentPassword: z.string().max(1024).optional(),
  version: versionField,
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const userSortFields = ['name', 'email', 'role', 'createdAt'] as const;

export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(roles).optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(userSortFields).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;
