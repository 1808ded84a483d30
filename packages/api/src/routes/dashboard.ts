import { Hono } from 'hono';
import { can, type Permission } from '@crm/core/auth/permissions';
import { leadStatusCounts, recentChanges, type ChangeFeedKind } from '@crm/core/dashboard/queries';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';

const feedPermissions: Record<ChangeFeedKind, Permission> = {
  lead: 'leads.view',
  customer: 'customers.view',
  supplier: 'suppliers.view',
  todo: 'todos.view',
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
    // Financial changes only for those who may see financial records.
    const financial = can(role, 'customers.financial') && can(role, 'suppliers.financial');
    const items = await recentChanges(kinds, 10, financial ? [] : ['financial']);
    return c.json({ items });
  });
