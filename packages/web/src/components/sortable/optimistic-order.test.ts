import { describe, expect, it } from 'vitest';
import { arrange, orderKey, pendingCounts } from './optimistic-order';

const items = ['a', 'b', 'c'].map((id) => ({ id, title: id.toUpperCase() }));

describe('the order shown while a move is saved', () => {
  it('arranges the server’s items as the user left them', () => {
    expect(orderKey(arrange(items, ['c', 'a', 'b']))).toBe(orderKey([{ id: 'c' }, { id: 'a' }, { id: 'b' }]));
    expect(arrange(items, ['b', 'a', 'c'])[0]).toBe(items[1]);
  });

  it('puts an item added meanwhile last and leaves a removed one out', () => {
    expect(orderKey(arrange(items, ['c', 'x', 'a']))).toBe('c\na\nb');
  });

  it('counts while writing, and after that only until the server’s order changes', () => {
    const pending = { ids: ['b', 'a', 'c'], basis: orderKey(items) };
    expect(pendingCounts(pending, orderKey(items), 1)).toBe(true);
    expect(pendingCounts(pending, 'b\na\nc', 1)).toBe(true);
    expect(pendingCounts(pending, orderKey(items), 0)).toBe(true);
    expect(pendingCounts(pending, 'b\na\nc', 0)).toBe(false);
    expect(pendingCounts(null, orderKey(items), 1)).toBe(false);
  });
});
