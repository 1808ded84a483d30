import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../relations/api/records';
import { boardAnnouncements, boardInstructions, cardLead, columnStatus } from './board-drag';

const lead = { id: 'l1', companyName: 'Bakkerij Jansen', status: 'nieuw' } as LeadRecord;
const active = { id: 'l1', data: { current: { lead } } } as unknown as Active;
const over = (id: string) => ({ id }) as Over;

describe('dragging a card on the board', () => {
  it('knows the dragged lead and the column under it', () => {
    expect(cardLead(active)).toBe(lead);
    expect(cardLead(null)).toBeNull();
    expect(cardLead({ data: { current: undefined } } as unknown as Active)).toBeNull();
    expect(columnStatus('gekwalificeerd')).toBe('gekwalificeerd');
    expect(columnStatus('l1')).toBeNull();
    expect(columnStatus(undefined)).toBeNull();
  });

  it('says in Dutch where the card is, goes and lands, by column', () => {
    expect(boardAnnouncements.onDragStart({ active })).toBe('Bakkerij Jansen opgepakt, in kolom Nieuw.');
    expect(boardAnnouncements.onDragOver({ active, over: over('nieuw') })).toBe(
      'Bakkerij Jansen staat in kolom Nieuw.',
    );
    expect(boardAnnouncements.onDragOver({ active, over: over('contact_gelegd') })).toBe(
      'Bakkerij Jansen verplaatst naar kolom Contact gelegd.',
    );
    expect(boardAnnouncements.onDragEnd({ active, over: over('verloren') })).toBe(
      'Bakkerij Jansen neergezet in kolom Verloren.',
    );
    expect(boardAnnouncements.onDragCancel({ active, over: null })).toBe(
      'Verplaatsen geannuleerd. Bakkerij Jansen staat weer in kolom Nieuw.',
    );
  });

  it('tells the keys: Space picks up, since Enter opens the menu of statuses', () => {
    expect(boardInstructions.draggable).toMatch(
      /^Druk op spatie om de lead op te pakken\. Verplaats hem met pijl/,
    );
  });
});
