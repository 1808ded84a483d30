import type { ReviewRow } from '@crm/core/staged/schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

export const WAITING_TEXT = 'Wacht op tweede goedkeuring';

/**
 * A row's decision: who approved or rejected it, or its buttons. A critical field's first approver
 * waits for a colleague and gets no button; the colleague gives the second approval with a call.
 */
export function RowDecision({
  row,
  currentUserId,
  canDecide,
  busy,
  onApprove,
  onSecondApproval,
  onReject,
}: {
  row: ReviewRow;
  currentUserId: string;
  canDecide: boolean;
  busy: boolean;
  onApprove: () => void;
  onSecondApproval: () => void;
  onReject: () => void;
}) {
  if (row.state === 'approved')
    return (
      <div className="space-y-1">
        <Badge color="green">Goedgekeurd</Badge>
        <p className="text-xs text-gray-600">
          {[row.firstApprovedByName, row.decidedByName].filter(Boolean).join(' en ')}
          {row.phone && ` · telefonisch bevestigd op ${row.phone} door ${row.confirmedBy ?? ''}`}
        </p>
      </div>
    );
  if (row.state === 'rejected')
    return (
      <div className="space-y-1">
        <Badge color="red">Afgewezen</Badge>
        <p className="text-xs text-gray-600">
          {row.decidedByName}
          {row.reason && `: ${row.reason}`}
        </p>
      </div>
    );
  if (!row.changed || !canDecide) return <Badge>Open</Badge>;
  const waiting = row.critical && row.firstApprovedBy === currentUserId;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {waiting ? (
        <span className="text-xs font-medium text-gray-700">{WAITING_TEXT}</span>
      ) : row.critical && row.firstApprovedBy ? (
        <>
          <span className="text-xs text-gray-600">Eerste goedkeuring: {row.firstApprovedByName}</span>
          <Button variant="secondary" onClick={onSecondApproval} disabled={busy}>
            Tweede goedkeuring
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={onApprove} disabled={busy}>
          Goedkeuren
        </Button>
      )}
      <Button variant="danger-outline" onClick={onReject} disabled={busy}>
        Afwijzen
      </Button>
    </div>
  );
}
