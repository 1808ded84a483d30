import { historyEntrySchema } from '@crm/core/db/history-entry';
import {
  onboardingPageSchema,
  onboardingRecordSchema,
  onboardingToReviewListSchema,
  type OnboardingRecord,
  type OnboardingRow,
} from '@crm/core/onboarding/public';
import type { OnboardingInput, OnboardingKind } from '@crm/core/onboarding/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../lib/api';

export type { OnboardingRecord, OnboardingRow };

const onboardingsKey = ['onboardings'] as const;
const base = '/api/onboardings';

/** A lead's or customer's onboardings, newest first (its first 25). */
export const getOnboardingsQueryOptions = (kind: OnboardingKind, targetId: string) =>
  queryOptions({
    queryKey: [...onboardingsKey, kind, targetId],
    queryFn: async ({ signal }) =>
      onboardingPageSchema.parse(
        await api.get(base, { signal, query: { targetKind: kind, targetId, limit: 25 } }),
      ),
  });

export function useOnboardings(kind: OnboardingKind, targetId: string) {
  return useQuery(getOnboardingsQueryOptions(kind, targetId));
}

const detailSchema = z.object({ record: onboardingRecordSchema, history: z.array(historyEntrySchema) });

export const getOnboardingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...onboardingsKey, 'one', id],
    queryFn: async ({ signal }) =>
      detailSchema.parse(await api.get(`${base}/${encodeURIComponent(id)}`, { signal })),
  });

export function useOnboarding(id: string) {
  return useQuery(getOnboardingQueryOptions(id));
}

/** The dashboard's "Te beoordelen": onboardings waiting, oldest submission first. */
export const getOnboardingsToReviewQueryOptions = () =>
  queryOptions({
    queryKey: [...onboardingsKey, 'to-review'],
    queryFn: async ({ signal }) =>
      onboardingToReviewListSchema.parse(await api.get(`${base}/to-review`, { signal })),
  });

export function useRefreshOnboardings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: onboardingsKey });
}

/** "Onboardinglink versturen": made and sent at once. */
export function useSendOnboarding() {
  const refresh = useRefreshOnboardings();
  return useMutation({
    mutationFn: async (input: OnboardingInput) =>
      z.object({ record: onboardingRecordSchema }).parse(await api.post(base, input)).record,
    onSuccess: refresh,
  });
}

export type OnboardingAction = 'resend' | 'withdraw' | 'approve';

/** Opnieuw versturen, Intrekken, Goedkeuren: each by the version shown (409 when moved since). */
export function useOnboardingAction() {
  const refresh = useRefreshOnboardings();
  return useMutation({
    mutationFn: async ({
      onboarding,
      action,
    }: {
      onboarding: Pick<OnboardingRow, 'id' | 'version'>;
      action: OnboardingAction;
    }) =>
      z.object({ record: onboardingRecordSchema }).parse(
        await api.post(`${base}/${encodeURIComponent(onboarding.id)}/${action}`, {
          version: onboarding.version,
        }),
      ).record,
    onSuccess: refresh,
  });
}
