import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reviewAnswerSchema,
  type DecisionInput,
  type ReviewAnswer,
  type StagedOwner,
} from '@crm/core/staged/schema';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { stagedReviewKey, stagedReviewPath } from './staged-keys';

/**
 * A decision on a field (or Alles goedkeuren): answers the review as it is after it. A 409 (a
 * colleague decided, or the record changed) reloads the review.
 */
export function useDecide(owner: StagedOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DecisionInput): Promise<ReviewAnswer> =>
      reviewAnswerSchema.parse(await api.post(`${stagedReviewPath(owner)}/decisions`, input)),
    onSuccess: (review) => queryClient.setQueryData(stagedReviewKey(owner), review),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: stagedReviewKey(owner) });
    },
  });
}
