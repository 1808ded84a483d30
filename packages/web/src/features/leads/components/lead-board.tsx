import { leadStatuses, type LeadStatus } from '@crm/core/leads/schema';
import { useCallback, useId, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import type { StaffMember } from '../../relations/api/get-staff';
import type { LeadRecord } from '../../relations/api/records';
import type { RelationFilters } from '../../relations/lib/list-filters';
import { useChangeLeadStatus } from '../api/change-lead-status';
import { movedMessage, moveFailedMessage, needsLostReason } from '../lib/board';
import { BoardColumn } from './board-column';
import { LostReasonDialog } from './lost-reason-dialog';
import { useCardDrag } from './use-card-drag';

/** A move asked for; by keyboard (or the menu) the focus follows the card to its new column. */
type PendingMove = { lead: LeadRecord; to: LeadStatus; byKeyboard: boolean };

type LeadBoardProps = {
  /** The list's filters without status: every column shows them with its own status. */
  filters: RelationFilters;
  staff: readonly StaffMember[] | undefined;
  canMove: boolean;
};

/**
 * Leads by status. A card moves by dragging it to another column, or from the keyboard: its move
 * button opens a menu of statuses, and arrow left/right move it one column. The move shows at once
 * and is undone, with a message, when saving fails.
 */
export function LeadBoard({ filters, staff, canMove }: LeadBoardProps) {
  const hintId = useId();
  const change = useChangeLeadStatus(filters);
  const [askReason, setAskReason] = useState<PendingMove | null>(null);
  // The card that moved by keyboard: its move button takes the focus once it shows in its new column.
  const [focusTarget, setFocusTarget] = useState<{ id: string; status: LeadStatus } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const save = useCallback(
    (move: PendingMove, lostReason?: string) => {
      const { lead, to, byKeyboard } = move;
      if (byKeyboard) setFocusTarget({ id: lead.id, status: to });
      change.mutate(
        { lead, to, lostReason },
        {
          onSuccess: () => setAnnouncement(movedMessage(lead, to)),
          onError: (error) => {
            setFocusTarget(null);
            toast.error(moveFailedMessage(lead, lead.status, to, error.message));
          },
        },
      );
    },
    [change],
  );
  const requestMove = useCallback(
    (move: PendingMove) => {
      if (move.to === move.lead.status) return;
      if (needsLostReason(move.to)) setAskReason(move);
      else save(move);
    },
    [save],
  );
  const { drag, dragProps } = useCardDrag(
    useCallback(
      (lead: LeadRecord, to: LeadStatus) => requestMove({ lead, to, byKeyboard: false }),
      [requestMove],
    ),
  );

  return (
    <div className="space-y-3">
      <p id={hintId} className="text-sm text-gray-600">
        Sleep een kaart naar een andere kolom, of gebruik de knop op de kaart: pijl links en rechts
        verplaatsen naar de vorige of volgende kolom, Enter opent de keuze.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="overflow-x-auto pb-2">
        <div className="grid min-w-[72rem] grid-cols-6 gap-3">
          {leadStatuses.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              filters={filters}
              staff={staff}
              canMove={canMove}
              drag={drag}
              dragProps={dragProps}
              onMove={(lead, to) => requestMove({ lead, to, byKeyboard: true })}
              focusTarget={focusTarget}
              onFocusTaken={() => setFocusTarget(null)}
              hintId={hintId}
            />
          ))}
        </div>
      </div>
      <LostReasonDialog
        lead={askReason?.lead ?? null}
        onCancel={() => setAskReason(null)}
        onConfirm={(reason) => {
          if (askReason) save(askReason, reason);
          setAskReason(null);
        }}
      />
    </div>
  );
}
