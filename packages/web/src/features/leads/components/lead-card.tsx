import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { leadStatuses, leadStatusLabels, type LeadStatus } from '@crm/core/leads/schema';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import type { LeadRecord } from '../../relations/api/records';
import { adjacentStatus, canMoveLead } from '../lib/board';
import { startsCardDrag, type CardDragData } from '../lib/board-drag';

type LeadCardProps = {
  lead: LeadRecord;
  ownerName: string | null;
  /** Whether the user may move cards at all (leads.update). */
  canMove: boolean;
  onMove: (lead: LeadRecord, to: LeadStatus) => void;
  /** Set when this card just moved by keyboard: its move button takes the focus again. */
  takeFocus: boolean;
  onFocusTaken: () => void;
  hintId: string;
};

export function LeadCard({
  lead,
  ownerName,
  canMove,
  onMove,
  takeFocus,
  onFocusTaken,
  hintId,
}: LeadCardProps) {
  const moveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    moveButton.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);
  const movable = canMove && canMoveLead(lead);
  const data: CardDragData = { lead };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, isDragging } = useDraggable({
    id: lead.id,
    data,
    disabled: !movable,
  });
  // The move button is both the menu's button and the keyboard drag's activator.
  const setMoveButton = useCallback(
    (element: HTMLButtonElement | null) => {
      moveButton.current = element;
      setActivatorNodeRef(element);
    },
    [setActivatorNodeRef],
  );
  const details = [lead.city, ownerName].filter(Boolean).join(' · ');

  return (
    <li
      ref={setNodeRef}
      onPointerDown={(event) => {
        if (movable && startsCardDrag(event)) listeners?.onPointerDown?.(event);
      }}
      style={isDragging ? { transform: `${CSS.Translate.toString(transform)} rotate(2deg)` } : undefined}
      // While dragged the card lets the pointer through, so the click that ends a drag never lands
      // on its link.
      className={`relative rounded-md bg-white p-3 text-sm shadow-xs ring-1 ring-gray-200 select-none ${
        movable ? 'cursor-grab' : ''
      } ${isDragging ? 'pointer-events-none z-50 cursor-grabbing shadow-lg ring-primary-400' : ''}`}
      data-lead-card={lead.id}
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          to={paths.leads.detail.getHref(lead.id)}
          draggable={false}
          className="font-medium break-words text-gray-900 hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          {lead.companyName}
        </Link>
        {movable && (
          <Menu>
            <MenuButton
              ref={setMoveButton}
              data-drag-handle
              aria-describedby={`${hintId} ${attributes['aria-describedby']}`}
              onKeyDown={(event) => {
                // Picked up: the keys belong to the drag (the menu stays shut; Tab still leaves).
                if (isDragging) {
                  if (event.key !== 'Tab') event.preventDefault();
                  return;
                }
                const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
                const to = step ? adjacentStatus(lead.status, step) : null;
                if (to) {
                  event.preventDefault();
                  onMove(lead, to);
                  return;
                }
                // Space picks the card up (dnd-kit's keyboard sensor); Enter opens the menu.
                listeners?.onKeyDown?.(event);
              }}
              className="-m-1 shrink-0 touch-none rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-primary-500"
            >
              <span className="sr-only">Verplaats {lead.companyName}</span>
              <svg className="size-5" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm1.5 4.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
              </svg>
            </MenuButton>
            <MenuItems
              anchor="bottom end"
              className="z-50 w-52 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-gray-200 focus:outline-none"
            >
              <p className="px-3 py-1.5 text-xs font-medium text-gray-500">Verplaatsen naar</p>
              {leadStatuses.map((status) => (
                <MenuItem key={status} disabled={status === lead.status}>
                  <button
                    type="button"
                    onClick={() => onMove(lead, status)}
                    className="block w-full px-3 py-1.5 text-left text-gray-900 data-disabled:text-gray-400 data-focus:bg-primary-50"
                  >
                    {leadStatusLabels[status]}
                    {status === lead.status && ' (huidige)'}
                  </button>
                </MenuItem>
              ))}
            </MenuItems>
          </Menu>
        )}
      </div>
      {details && <p className="mt-1 text-gray-600">{details}</p>}
      <p className="mt-1 flex flex-wrap gap-x-3 text-gray-600">
        {typeof lead.expectedValue === 'number' && <span>{formatAmount(lead.expectedValue)}</span>}
        {lead.followUpDate && <span>Opvolgen {formatDate(lead.followUpDate)}</span>}
      </p>
      {lead.customerId && (
        <p className="mt-2">
          <Badge color="green">Klant geworden</Badge>
        </p>
      )}
    </li>
  );
}
