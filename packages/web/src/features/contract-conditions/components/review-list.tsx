import { reviewStateLabels, type ReviewRecord, type ReviewState } from '@crm/core/contract-conditions/public';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LOADING_TEXT } from '../../../components/ui/loading-screen';
import { toast } from '../../../components/ui/toast-store';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useReviews } from '../api/get-reviews';
import { useRevokeReview } from '../api/revoke-review';

const stateColors: Record<ReviewState, Parameters<typeof Badge>[0]['color']> = {
  open: 'blue',
  expired: 'gray',
  revoked: 'gray',
  finished: 'green',
};

export const REVOKED_MESSAGE = 'De link is ingetrokken.';

type ReviewListProps = {
  contractId: string;
  /** The contract's owner or a Beheerder: only they may revoke (the API refuses others). */
  canRevoke: boolean;
};

/** The reviews sent for a contract: state, to whom, when, how many decided; Intrekken while open. */
export function ReviewList({ contractId, canRevoke }: ReviewListProps) {
  const reviews = useReviews(contractId);
  const revoke = useRevokeReview(contractId);
  const [asking, setAsking] = useState<ReviewRecord | null>(null);

  if (reviews.isPending) return <p className="text-sm text-gray-600">{LOADING_TEXT}</p>;
  if (reviews.isError) return <Alert>{reviews.error.message}</Alert>;
  if (reviews.data.length === 0) return <p className="text-sm text-gray-600">Nog niets verstuurd.</p>;

  return (
    <>
      {revoke.isError && <Alert>{revoke.error.message}</Alert>}
      <ul aria-label="Verstuurde beoordelingen" className="divide-y divide-gray-100 text-sm">
        {reviews.data.map((review) => (
          <li key={review.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
            <div className="min-w-0 space-y-0.5">
              <p className="flex flex-wrap items-center gap-2">
                <Badge color={stateColors[review.state]}>{reviewStateLabels[review.state]}</Badge>
                <span className="font-medium text-gray-900">{review.contactName}</span>
                <span className="text-gray-600">({review.email})</span>
              </p>
              <p className="text-gray-600">
                Verstuurd {formatDateTime(review.sentAt)} door {review.sentByName} · geldig t/m{' '}
                {formatDate(review.expiresAt)} · {Object.keys(review.decisions).length} van{' '}
                {review.conditions.length} beslist
              </p>
            </div>
            {canRevoke && review.state === 'open' && (
              <Button variant="danger-outline" onClick={() => setAsking(review)}>
                Intrekken
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title="Link intrekken?"
        description={
          asking
            ? `${asking.contactName} kan dan niet meer beslissen over de voorwaarden van deze link. Je kunt daarna een nieuwe versturen.`
            : undefined
        }
        confirmLabel="Intrekken"
        variant="danger"
        isLoading={revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          revoke.mutate(asking.id, {
            onSuccess: () => toast.success(REVOKED_MESSAGE),
            onSettled: () => setAsking(null),
          });
        }}
      />
    </>
  );
}
