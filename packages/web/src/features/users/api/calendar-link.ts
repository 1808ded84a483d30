import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { calendarLinkAnswerSchema, calendarLinkCreatedSchema } from '@crm/core/deadlines/public';
import { api } from '../../../lib/api';

/** The signed-in user's private calendar link (decision 024): whether it exists, make, revoke. */
const calendarLinkPath = '/api/profile/calendar';
export const calendarLinkKey = ['profile', 'calendar'] as const;

export const getCalendarLinkQueryOptions = () =>
  queryOptions({
    queryKey: calendarLinkKey,
    queryFn: async ({ signal }) =>
      calendarLinkAnswerSchema.parse(await api.get(calendarLinkPath, { signal })),
  });

export function useCalendarLink() {
  return useQuery(getCalendarLinkQueryOptions());
}

/** Makes a new link, ending the old one; the answer holds its URL, shown this once. */
export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => calendarLinkCreatedSchema.parse(await api.post(calendarLinkPath)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarLinkKey }),
  });
}

const messageSchema = z.object({ message: z.string() });

export function useRevokeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => messageSchema.parse(await api.delete(calendarLinkPath)).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarLinkKey }),
  });
}
