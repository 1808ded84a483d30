import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  decisionAnswerSchema,
  publicReviewSchema,
  renewalAnswerSchema,
  type DecisionAnswer,
  type PublicReview,
} from '@crm/core/contract-conditions/public';
import type { DecisionInput } from '@crm/core/contract-conditions/schema';
import { checkLink, type LinkCheck } from '../../../components/link-flow/link-check';
import { clientConfig } from '../../../config/client';
import { api } from '../../../lib/api';

/**
 * The outsider's calls: no session (a colleague's, if any, is not what they act with), and a 401
 * is nobody's session ending here. The token travels in the query of the GET, in the body of a POST.
 */
const asOutsider = { handleUnauthorized: false } as const;

export type ReviewCheck = LinkCheck<{ review: PublicReview }>;

const reviewKey = (token: string) => ['contract-conditions', 'public-review', token] as const;

/** What the page shows; a GET that writes nothing (mail scanners open links). */
export const publicReviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reviewKey(token),
    queryFn: (): Promise<ReviewCheck> =>
      checkLink(async () => ({
        review: publicReviewSchema.parse(
          await api.get('/api/contract-conditions/review', { query: { token }, ...asOutsider }),
        ),
      })),
    // Checked afresh each time the page opens; moving between conditions reads the same answer.
    staleTime: Infinity,
    gcTime: 0,
  });

/** Accepts or rejects one condition as it was shown (its text hash); the page keeps the answer. */
export function useDecide(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DecisionInput): Promise<DecisionAnswer> =>
      decisionAnswerSchema.parse(
        await api.post('/api/contract-conditions/decide', { token, ...input }, asOutsider),
      ),
    onSuccess: ({ condition, finished }) =>
      queryClient.setQueryData<ReviewCheck>(reviewKey(token), (check) =>
        check?.status === 'valid'
          ? {
              ...check,
              review: {
                ...check.review,
                // The last decision finishes the review: the page shows the decisions and the receipt.
                finishedAt: check.review.finishedAt ?? (finished ? (condition.decision?.at ?? null) : null),
                conditions: check.review.conditions.map((shown) =>
                  shown.conditionId === condition.conditionId ? condition : shown,
                ),
              },
            }
          : check,
      ),
  });
}

/** The receipt of a finished review, as a file (the API sends it as an attachment). */
export const receiptUrl = (token: string) =>
  `${clientConfig.apiUrl}/api/contract-conditions/receipt?token=${encodeURIComponent(token)}`;

/** Asks the contract's owner for a new link; answers what to tell the outsider. */
export async function requestNewLink(token: string): Promise<string> {
  return renewalAnswerSchema.parse(await api.post('/api/contract-conditions/renew', { token }, asOutsider))
    .message;
}
