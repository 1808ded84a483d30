import type { LeadStatus } from '@crm/core/leads/schema';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { LeadRecord } from '../../relations/api/records';

/** Moving less than this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 5;

export type DragState = {
  id: string;
  from: LeadStatus;
  /** How far the card follows the pointer. */
  dx: number;
  dy: number;
  /** The column under the pointer. */
  over: LeadStatus | null;
};

/** The board column at a point of the screen (columns carry `data-board-status`). */
function columnAt(x: number, y: number): LeadStatus | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const status = element instanceof HTMLElement ? element.dataset.boardStatus : undefined;
    if (status) return status as LeadStatus;
  }
  return null;
}

/**
 * Drag and drop of board cards with pointer events: mouse and pen from anywhere on the card, touch
 * from its grip only (so a finger can still scroll the board). Escape cancels. The click that ends
 * a drag does not open the card's link.
 */
export function useCardDrag(onDrop: (lead: LeadRecord, to: LeadStatus) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const suppressClick = useRef(false);
  useEffect(() => () => stop.current?.(), []);

  const startTracking = useCallback(
    (lead: LeadRecord) => (event: ReactPointerEvent<HTMLElement>) => {
      const { id, status: from } = lead;
      if (event.button !== 0 || stop.current) return;
      const target = event.target as Element;
      if (event.pointerType === 'touch') {
        if (!target.closest('[data-drag-handle]')) return;
      } else if (target.closest('button, [role="menu"]')) {
        return;
      }
      const startX = event.clientX;
      const startY = event.clientY;
      let started = false;

      const move = (moved: PointerEvent) => {
        const dx = moved.clientX - startX;
        const dy = moved.clientY - startY;
        if (!started && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        started = true;
        moved.preventDefault();
        setDrag({ id, from, dx, dy, over: columnAt(moved.clientX, moved.clientY) });
      };
      const up = (released: PointerEvent) => {
        cleanup();
        if (!started) return;
        suppressClick.current = true;
        setTimeout(() => (suppressClick.current = false), 0);
        setDrag(null);
        const to = columnAt(released.clientX, released.clientY);
        if (to && to !== from) onDrop(lead, to);
      };
      const cancel = () => {
        cleanup();
        setDrag(null);
      };
      const escape = (key: KeyboardEvent) => {
        if (key.key === 'Escape') cancel();
      };
      const cleanup = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', cancel);
        window.removeEventListener('keydown', escape);
        stop.current = null;
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', cancel);
      window.addEventListener('keydown', escape);
      stop.current = cleanup;
    },
    [onDrop],
  );

  /** Props for a card: start a drag, and swallow the click that ends one. */
  const dragProps = useCallback(
    (lead: LeadRecord) => ({
      onPointerDown: startTracking(lead),
      onClickCapture: (event: { preventDefault: () => void; stopPropagation: () => void }) => {
        if (!suppressClick.current) return;
        event.preventDefault();
        event.stopPropagation();
      },
      // The browser's own drag of links and text would take the pointer away.
      onDragStart: (event: { preventDefault: () => void }) => event.preventDefault(),
    }),
    [startTracking],
  );

  return { drag, dragProps };
}
