import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bySubmission, ToReviewCard, type ToReviewItem } from '../../components/to-review/to-review-card';
import { paths } from '../../config/paths';
import { getOnboardingsToReviewQueryOptions } from '../../features/onboarding/api/onboardings';
import { getToReviewQueryOptions } from '../../features/supplier-requests/api/requests';

/**
 * The dashboard's "Te beoordelen": supplier requests and onboardings waiting for review, together,
 * oldest submission first, each as far as the user may review it.
 */
export function ToReviewBlock({ requests, onboardings }: { requests: boolean; onboardings: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['dashboard', 'to-review', { requests, onboardings }],
    queryFn: async (): Promise<ToReviewItem[]> => {
      const [requestRows, onboardingRows] = await Promise.all([
        requests ? queryClient.fetchQuery(getToReviewQueryOptions()) : { items: [] },
        onboardings ? queryClient.fetchQuery(getOnboardingsToReviewQueryOptions()) : { items: [] },
      ]);
      return [
        ...requestRows.items.map((row) => ({
          key: `request-${row.id}`,
          title: row.supplierName,
          detail: `${row.templateName} · ${row.contactName}`,
          submittedAt: row.submittedAt,
          href: paths.supplierRequests.detail.getHref(row.supplierId, row.id),
        })),
        ...onboardingRows.items.map((row) => ({
          key: `onboarding-${row.id}`,
          title: row.targetName,
          detail: `Onboarding · ${row.contactName}`,
          submittedAt: row.submittedAt,
          href: paths.onboarding.getHref(row.targetKind, row.targetId, row.id),
        })),
      ].sort(bySubmission);
    },
  });
  return <ToReviewCard query={query} />;
}
