import { queryOptions } from '@tanstack/react-query';
import { upcomingNoticesAnswerSchema } from '@crm/core/contracts/public';
import {
  dailyJobAnswerSchema,
  leadStatusesAnswerSchema,
  recentChangesAnswerSchema,
} from '@crm/core/dashboard/public';
import { owedMailAnswerSchema } from '@crm/core/mail/public';
import { api } from '../../../lib/api';

export type { RecentChange } from '@crm/core/dashboard/public';
export type { DailyJobHealth } from '@crm/core/deadlines/public';
export type { OwedMail } from '@crm/core/mail/public';

/** The dashboard's own blocks; each is a query of its own, so each loads and fails on its own. */

export const dashboardKey = ['dashboard'] as const;

export const getLeadStatusCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'lead-statuses'],
    queryFn: async ({ signal }) =>
      leadStatusesAnswerSchema.parse(await api.get('/api/dashboard/lead-statuses', { signal })).statuses,
    // One cheap read of counters: always current when the dashboard opens.
    staleTime: 0,
  });

export const getRecentChangesQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'recent-changes'],
    queryFn: async ({ signal }) =>
      recentChangesAnswerSchema.parse(await api.get('/api/dashboard/recent-changes', { signal })).items,
    // Recent means recent: fetched again whenever the dashboard opens.
    staleTime: 0,
  });

export const getUpcomingNoticesQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'upcoming-notices'],
    queryFn: async ({ signal }) =>
      upcomingNoticesAnswerSchema.parse(await api.get('/api/dashboard/upcoming-notices', { signal })),
    // One Query of an index: always current when the dashboard opens.
    staleTime: 0,
  });

/** Beheerders only: whether the deadlines engine's daily job still completes (decision 040). */
export const getDailyJobQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'daily-job'],
    queryFn: async ({ signal }) =>
      dailyJobAnswerSchema.parse(await api.get('/api/dashboard/daily-job', { signal })).dailyJob,
    // One read of one item: always current when the dashboard opens.
    staleTime: 0,
  });

/** Beheerders only: mail the app owes and could not deliver yet (issue 28, point 11). */
export const getUnsentMailQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'unsent-mail'],
    queryFn: async ({ signal }) =>
      owedMailAnswerSchema.parse(await api.get('/api/dashboard/unsent-mail', { signal })).items,
    staleTime: 0,
  });

/** "Nu versturen": one attempt at once; the list is read again whatever the outcome. */
export async function resendUnsentMail(id: string): Promise<void> {
  await api.post(`/api/dashboard/unsent-mail/${encodeURIComponent(id)}/send`);
}
