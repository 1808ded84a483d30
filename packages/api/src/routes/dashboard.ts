// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import { canSeeFinancial, canView, recordPermission } from '@crm/core/auth/permissions';
import {
  changeFeed,
  changeFeedKinds,
  leadStatusCounts,
  recentChanges,
  type ChangeFeedKind,
} from '@crm/core/dashboard/queries';
import { upcomingNoticesAnswerSchema } from '@crm/core/contracts/public';
import { UPCOMING_DAYS, upcomingNotices } from '@crm/core/contracts/queries';
import {
  dailyJobAnswerSchema,
  leadStatusesAnswerSchema,
  recentChangesAnswerSchema,
} from '@crm/core/dashboard/public';
import { dailyJobHealth } from '@crm/core/deadlines/heartbeat';
import { listOwedMail, resendOwed } from '@crm/core/mail/owed';
import { owedMailAnswerSchema } from '@crm/core/mail/public';
import { dutchToday } from '@crm/core/nl/date';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';

const feedKinds = Object.keys(changeFeedKinds) as ChangeFeedKind[];

/** The dashboard's own blocks; each loads on its own (my open todos come from /api/todos). */
export const dashboardRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/lead-statuses', requirePermission(recordPermission('lead')), async (c) => {
    return c.json(leadStatusesAnswerSchema.parse({ statuses: await leadStatusCounts() }));
  })
  .get('/upcoming-notices', requirePermission('contracts.view'), async (c) => {
    const items = await upcomingNotices(dutchToday());
    return c.json(upcomingNoticesAnswerSchema.parse({ items, days: UPCOMING_DAYS }));
  })
  .get('/recent-changes', async (c) => {
    const role = c.get('role');
    // Each kind the user may view; a financial record's changes only with its own permission.
    const kinds = feedKinds.filter((kind) => canView(role, kind));
    const financial = kinds.filter((kind) => canSeeFinancial(role, kind));
    const feeds = [
      ...kinds.map((kind) => changeFeed(kind)),
      ...financial.map((kind) => changeFeed(kind, true)),
    ];
    const items = await recentChanges(feeds, 10);
    return c.json(recentChangesAnswerSchema.parse({ items }));
  })
  // Whether the deadlines engine still runs: a Beheerder's concern, as users and Exact are.
  .get('/daily-job', requirePermission('users.showAdmin'), async (c) => {
    return c.json(dailyJobAnswerSchema.parse({ dailyJob: await dailyJobHealth() }));
  })
  // Mail the app owes and has not delivered yet (issue 28, point 11): a Beheerder sees and resends it.
  .get('/unsent-mail', requirePermission('users.showAdmin'), async (c) => {
    return c.json(owedMailAnswerSchema.parse({ items: await listOwedMail() }));
  })
  .post('/unsent-mail/:id/send', requirePermission('users.showAdmin'), async (c) => {
    await resendOwed(c.req.param('id'));
    return c.body(null, 204);
  });
