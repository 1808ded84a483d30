// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { attentionRecords } from '@crm/core/exact/attention';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';

const attentionQuery = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * `GET /api/exact/attention` (Beheerder, `users.showAdmin`): the customers and suppliers whose
 * Exact Online sync is in error or conflict, conflicts first, each with its Dutch message and what
 * a link to its page needs (decision 045). Mounted beside the connection's `/exact` routes.
 */
export const exactAttentionRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/', requirePermission('users.showAdmin'), validate('query', attentionQuery), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const page = await attentionRecords(limit, cursor);
    return c.json({
      items: page.items.map((item) => ({
        kind: item.kind,
        id: item.id,
        state: item.state,
        name: item.name,
        number: item.number ?? null,
        exactCode: item.exactCode ?? null,
        message: item.message,
        since: item.since ?? null,
      })),
      cursor: page.cursor,
    });
  });
