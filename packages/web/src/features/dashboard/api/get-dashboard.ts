import { queryOptions } from '@tanstack/react-query';
import { leadStatuses } from '@crm/core/leads/schema';
import { z } from 'zod';
import { api } from '../../../lib/api';

/** The dashboard's own blocks; each is a query of its own, so each loads and fails on its own. */
const leadStatusesSchema = z.object({
  statuses: z.array(z.object({ status: z.enum(leadStatuses), count: z.number().int(), value: z.number() })),
});
export type LeadStatusCount = z.infer<typeof leadStatusesSchema>['statuses'][number];

const recentChangesSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['lead', 'customer', 'supplier', 'todo']),
      recordId: z.string(),
      label: z.string().nullable(),
      action: z.string(),
      subjectType: z.string(),
      at: z.string(),
      actorName: z.string(),
    }),
  ),
});
export type RecentChange = z.infer<typeof recentChangesSchema>['items'][number];

export const dashboardKey = ['dashboard'] as const;

export const getLeadStatusCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'lead-statuses'],
    queryFn: async ({ signal }) =>
      leadStatusesSchema.parse(await api.get('/api/dashboard/lead-statuses', { signal })).statuses,
    // One cheap read of counters: always current when the dashboard opens.
    staleTime: 0,
  });

export const getRecentChangesQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'recent-changes'],
    queryFn: async ({ signal }) =>
      recentChangesSchema.parse(await api.get('/api/dashboard/recent-changes', { signal })).items,
    // Recent means recent: fetched again whenever the dashboard opens.
    staleTime: 0,
  });
