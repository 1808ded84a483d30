import { roles } from '@crm/core/auth/permissions';
import { z } from 'zod';

/** The identity `GET /api/user` answers. Loaded with `import()` by get-user.ts (decision 023). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  roleLabel: z.string(),
  // Plain strings: a permission the server adds later must not make the identity unreadable.
  permissions: z.array(z.string()),
});

export type User = z.infer<typeof userSchema>;
