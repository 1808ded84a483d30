import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewListSchema, type ReviewRecord } from '@crm/core/contract-conditions/public';
import { api } from '../../../lib/api';
import { reviewApiPath, reviewListKey } from './condition-keys';

export type { ReviewRecord };

/** The reviews sent for a contract, newest first, with their state (open, expired, …). */
export const getReviewsQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: reviewListKey(contractId),
    queryFn: async ({ signal }) =>
      reviewListSchema.parse(await api.get(reviewApiPath(contractId), { signal })).items,
  });

export function useReviews(contractId: string) {
  return useQuery(getReviewsQueryOptions(contractId));
}
