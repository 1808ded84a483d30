import { Hono } from 'hono';
import { z } from 'zod';
import { can } from '@crm/core/auth/permissions';
import type { RelationKind } from '@crm/core/db/keys';
import { searchRelationIds } from '@crm/core/relations/queries';
import { searchPlan } from '@crm/core/relations/search-tokens';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';

const query = z.object({ q: z.string().trim().max(100).default('') });
const kinds: { kind: RelationKind; permission: 'leads.view' | 'customers.view' | 'suppliers.view' }[] = [
  { kind: 'lead', permission: 'leads.view' },
  { kind: 'customer', permission: 'customers.view' },
  { kind: 'supplier', permission: 'suppliers.view' },
];
const PER_KIND = 8;

/**
 * Global search (Ctrl+K): one bounded Query per kind the user may view, in parallel, on the token
 * partitions; results grouped by kind. Reads at most a few dozen items whatever the data size.
 */
export const searchRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/', validate('query', query), async (c) => {
    const text = c.req.valid('query').q;
    const plan = searchPlan(text);
    const role = c.get('role');
    const allowed = kinds.filter((entry) => can(role, entry.permission));
    if (!plan) return c.json({ groups: allowed.map(({ kind }) => ({ kind, items: [] })) });
    const groups = await Promise.all(
      allowed.map(async ({ kind }) => {
        const hits = await searchRelationIds(kind, text, PER_KIND * 3);
        // The other words typed must start a word of the label or detail.
        const words = (hit: { label: string; detail: string }) =>
          `${hit.label} ${hit.detail}`
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase()
            .split(/[^\p{L}\p{N}@.]+/u);
        const items = hits
          .filter((hit) => plan.others.every((other) => words(hit).some((word) => word.startsWith(other))))
          .slice(0, PER_KIND);
        return { kind, items };
      }),
    );
    return c.json({ groups });
  });
