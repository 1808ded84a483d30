import {
  closestCenter,
  pointerWithin,
  type Active,
  type CollisionDetection,
  type KeyboardCodes,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { leadStatuses, leadStatusLabels, type LeadStatus } from '@crm/core/leads/schema';
import { dragAnnouncements, dragInstructions } from '../../../components/sortable/drag-speech';
import type { LeadRecord } from '../../relations/api/records';

/** What a dragged card carries (dnd-kit's `data`): the lead as the board shows it. */
export type CardDragData = { lead: LeadRecord };

/** The lead of a dragged card. */
export function cardLead(active: Pick<Active, 'data'> | null): LeadRecord | null {
  const data = active?.data.current as Partial<CardDragData> | undefined;
  return data?.lead ?? null;
}

/** The column a drop zone id stands for (the columns' droppable ids are their statuses). */
export function columnStatus(id: UniqueIdentifier | undefined): LeadStatus | null {
  return leadStatuses.find((status) => status === id) ?? null;
}

/**
 * Space picks a card up: Enter on its move button opens the menu of statuses (and arrow left and
 * right on it, before a pick-up, move the card straight away).
 */
export const boardKeyboardCodes: KeyboardCodes = {
  start: ['Space'],
  cancel: ['Escape'],
  end: ['Space', 'Enter'],
};

export const boardInstructions = dragInstructions(
  { the: 'de lead', it: 'hem' },
  { pickUp: 'spatie', move: 'pijl links en rechts naar een andere kolom' },
);

const inColumn = (id: UniqueIdentifier | undefined) => {
  const status = columnStatus(id);
  return status ? `kolom ${leadStatusLabels[status]}` : 'geen kolom';
};

/** What a screen reader hears while a card moves between columns. */
export const boardAnnouncements = dragAnnouncements({
  name: (active) => cardLead(active)?.companyName ?? 'De lead',
  home: (active) => `in ${inColumn(cardLead(active)?.status)}`,
  at: (id) => `in ${inColumn(id)}`,
  to: (id) => `naar ${inColumn(id)}`,
});

/**
 * With the pointer, the column under it (a drop beside the columns does nothing); with the
 * keyboard, which has no pointer, the column nearest the moved card.
 */
export const boardCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/**
 * Mouse and pen drag a card from anywhere but its buttons and menu; touch only from the grip, so
 * a finger elsewhere on the card still scrolls the board.
 */
export function startsCardDrag(event: { pointerType: string; target: EventTarget }): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  if (event.pointerType === 'touch') return target.closest('[data-drag-handle]') !== null;
  return target.closest('button, [role="menu"]') === null;
}
