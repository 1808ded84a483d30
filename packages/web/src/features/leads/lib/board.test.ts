import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../relations/api/records';
import {
  adjacentStatus,
  canMoveLead,
  insertCard,
  moveFailedMessage,
  movedMessage,
  removeCard,
  replaceCard,
  type BoardColumnData,
} from './board';

const lead = (id: string, companyName: string, extra: Partial<LeadRecord> = {}): LeadRecord => ({
  id,
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'u1',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: 'u1',
  type: 'lead',
  companyName,
  country: 'NL',
  source: 'website',
  status: 'nieuw',
  ...extra,
});

const column = (names: string[][], total: number | null = 10): BoardColumnData => ({
  pageParams: names.map((_, index) => (index === 0 ? null : `c${index}`)),
  pages: names.map((page, index) => ({
    items: page.map((name) => lead(name, name)),
    cursor: index === names.length - 1 ? null : `c${index + 1}`,
    total,
  })),
});

const namesOf = (data: BoardColumnData | undefined) => data?.pages.map((page) => page.items.map((i) => i.id));

describe('the lead board', () => {
  it('knows the neighbouring columns', () => {
    expect(adjacentStatus('nieuw', 1)).toBe('contact_gelegd');
    expect(adjacentStatus('nieuw', -1)).toBeNull();
    expect(adjacentStatus('gewonnen', 1)).toBe('verloren');
    expect(adjacentStatus('verloren', 1)).toBeNull();
  });

  it('does not move a lead that became a customer', () => {
    expect(canMoveLead({ customerId: '01C' })).toBe(false);
    expect(canMoveLead({})).toBe(true);
  });

  it('takes a card out of its column and lowers the count', () => {
    const after = removeCard(column([['Appel', 'Banaan'], ['Citroen']]), 'Citroen');
    expect(namesOf(after)).toEqual([['Appel', 'Banaan'], []]);
    expect(after?.pages[0]?.total).toBe(9);
    const unknown = column([['Appel']]);
    expect(removeCard(unknown, 'Zzz')).toBe(unknown);
    expect(removeCard(undefined, 'Appel')).toBeUndefined();
  });

  it('puts a card in its place by name and raises the count, once', () => {
    const after = insertCard(column([['Appel', 'Citroen'], ['Dadel']]), lead('Banaan', 'Banaan'));
    expect(namesOf(after)).toEqual([['Appel', 'Banaan', 'Citroen'], ['Dadel']]);
    expect(after?.pages[0]?.total).toBe(11);
    const again = insertCard(after, lead('Banaan', 'Banaan'));
    expect(namesOf(again)).toEqual([['Appel', 'Banaan', 'Citroen'], ['Dadel']]);
    expect(again?.pages[0]?.total).toBe(11);
    expect(insertCard(column([[]], null), lead('X', 'X'))?.pages[0]?.total).toBeNull();
  });

  it('swaps in the saved card', () => {
    const after = replaceCard(column([['Appel']]), lead('Appel', 'Appel', { version: 2 }));
    expect(after?.pages[0]?.items[0]?.version).toBe(2);
  });

  it('says in Dutch what happened', () => {
    expect(movedMessage({ companyName: 'Zon BV' }, 'gekwalificeerd')).toBe(
      'Zon BV staat nu in Gekwalificeerd.',
    );
    expect(moveFailedMessage({ companyName: 'Zon BV' }, 'nieuw', 'verloren', 'Te laat.')).toBe(
      'Zon BV kon niet naar Verloren worden verplaatst en staat weer in Nieuw. Te laat.',
    );
  });
});
