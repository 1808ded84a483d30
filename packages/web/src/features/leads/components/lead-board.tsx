import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import { leadStatuses, type LeadStatus } from '@crm/core/leads/schema';
import { useCallback, useId, useState } from 'react';
import { useDragSensors } from '../../../components/sortable/sensors';
import { zoneKeyboardCoordinates } from '../../../components/sortable/zone-keyboard-coordinates';
import { toast } from '../../../components/ui/toast-store';
import type { StaffMember } from '../../relations/api/get-staff';
import type { LeadRecord } from '../../relations/api/records';
import type { RelationFilters } from '../../relations/lib/list-filters';
import { useChangeLeadStatus } from '../api/change-lead-status';
import { movedMessage, moveFailedMessage, needsLostReason } from '../lib/board';
import {
  boardAnnouncements,
  boardCollision,
  boardInstructions,
  boardKeyboardCodes,
  cardLead,
  columnStatus,
} from '../lib/board-drag';
import { BoardColumn } from './board-column';
import { LostReasonDialog } from './lost-reason-dialog';

/** A move asked for; by keyboard (or the menu) the focus follows the card to its new column. */
type PendingMove = { lead: LeadRecord; to: LeadStatus; byKeyboard: boolean };

type LeadBoardProps = {
  /** The list's filters without status: every column shows them with its own status. */
  filters: RelationFilters;
  staff: readonly StaffMember[] | undefined;
  canMove: boolean;
};

/**
 * Leads by status. A card moves by dragging it to another column (dnd-kit, as every drag in the
 * product: decision 029), or from the keyboard: on its move button Space picks it up for arrow
 * left/right and Space to put it down, arrow left/right alone move it one column, and Enter opens a
 * menu of statuses. The move shows at once and is undone, with a message, when saving fails.
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
  const sensors = useDragSensors({
    coordinateGetter: zoneKeyboardCoordinates,
    keyboardCodes: boardKeyboardCodes,
    // At once: the column under the card is found from where the board ends up.
    scrollBehavior: 'auto',
  });
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    const lead = cardLead(active);
    const to = columnStatus(over?.id);
    if (lead && to) requestMove({ lead, to, byKeyboard: activatorEvent instanceof KeyboardEvent });
  };

  return (
    <div className="space-y-3">
      <p id={hintId} className="text-sm text-gray-600">
        Sleep een kaart naar een andere kolom, of gebruik de knop op de kaart: pijl links en rechts
        verplaatsen naar de vorige of volgende kolom, spatie pakt de kaart op (pijl links en rechts, dan
        spatie om neer te zetten), Enter opent de keuze.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollision}
        onDragEnd={onDragEnd}
        // The card's move button takes the focus in its new column (focusTarget), not dnd-kit.
        accessibility={{
          announcements: boardAnnouncements,
          screenReaderInstructions: boardInstructions,
          restoreFocus: false,
        }}
      >
        <div className="overflow-x-auto pb-2">
          <div className="grid min-w-[72rem] grid-cols-6 gap-3">
            {leadStatuses.map((status) => (
              <BoardColumn
                key={status}
                status={status}
                filters={filters}
                staff={staff}
                canMove={canMove}
                onMove={(lead, to) => requestMove({ lead, to, byKeyboard: true })}
                focusTarget={focusTarget}
                onFocusTaken={() => setFocusTarget(null)}
                hintId={hintId}
              />
            ))}
          </div>
        </div>
      </DndContext>
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
