import { describe, expect, it } from 'vitest';
import { moveInList } from './condition-order';

const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).join('');

describe('moveInList', () => {
  it('leaves the list as it is for an unknown condition or an unknown place', () => {
    expect(ids(moveInList(list, 'x', null))).toBe('abcd');
    expect(ids(moveInList(list, 'a', 'x'))).toBe('abcd');
  });
});
