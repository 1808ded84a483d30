// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { canView } from '@crm/core/auth/permissions';
import { findDuplicates } from '@crm/core/relations/search';
import { staffMemberSchema } from '@crm/core/users/public';
import { allUsers } from '@crm/core/users/repository';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';

const duplicatesQuery = z.object({
  kvk: z.string().trim().max(20).optional(),
  vat: z.string().trim().max(20).optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
  exclude: z.string().max(40).optional(),
});

/**
 * Lookups any signed-in user needs: the staff list (names, and the active ones for pickers) and the
 * duplicate warning, which only names records of areas the user may view.
 */
export const directoryRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/staff', async (c) => {
    const users = await allUsers();
    return c.json({ items: users.map((user) => staffMemberSchema.parse(user)) });
  })
  .get('/duplicates', validate('query', duplicatesQuery), async (c) => {
    const { exclude, ...values } = c.req.valid('query');
    const role = c.get('role');
    const hits = await findDuplicates(values, exclude);
    return c.json({ items: hits.filter((hit) => canView(role, hit.kind)) });
  });
