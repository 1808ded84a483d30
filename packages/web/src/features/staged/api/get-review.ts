import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewAnswerSchema, type StagedOwner } from '@crm/core/staged/schema';
import { api } from '../../../lib/api';
import { stagedReviewKey, stagedReviewPath } from './staged-keys';

/** The three-way review of a supplier request's or onboarding's answer. */
export const getReviewQueryOptions = (owner: StagedOwner) =>
  queryOptions({
    queryKey: stagedReviewKey(owner),
    queryFn: async ({ signal }) =>
      reviewAnswerSchema.parse(await api.get(stagedReviewPath(owner), { signal })),
  });

export function useStagedReview(owner: StagedOwner) {
  return useQuery(getReviewQueryOptions(owner));
}
