import { Hono } from 'hono';
import { can, type Permission } from '@crm/core/auth/permissions';
import {
  changeFeed,
  leadStatusCounts,
  recentChanges,
  type ChangeFeedKind,
} from '@crm/core/dashboard/queries';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';

const feedPermissions: Record<ChangeFeedKind, Permission> = {
  lead: 'leads.view',
  customer: 'customers.view',
  supplier: 'suppliers.view',
  todo: 'todos.view',
};

/** The kinds whose financial record's changes have a feed, and who may read it. */
const financialPermissions: Partial<Record<ChangeFeedKind, Permission>> = {
  customer: 'customers.financial',
  supplier: 'suppliers.financial',
};

/** The dashboard's own blocks; each loads on its own (my open todos come from /api/todos). */
export const dashboardRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/lead-statuses', requirePermission('leads.view'), async (c) => {
    return c.json({ statuses: await leadStatusCounts() });
  })
  .get('/recent-changes', async (c) => {
    const role = c.get('role');
    const kinds = (Object.keys(feedPermissions) as ChangeFeedKind[]).filter((kind) =>
      can(role, feedPermissions[kind]),
    );
    const financial = kinds.filter((kind) => {
      const permission = financialPermissions[kind];
      return permission !== undefined && can(role, permission);
    });
    const feeds = [
      ...kinds.map((kind) => changeFeed(kind)),
      ...financial.map((kind) => changeFeed(kind, true)),
    ];
    const items = await recentChanges(feeds, 10);
    return c.json({ items });
  });
