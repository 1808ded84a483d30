import { describe, expect, it } from 'vitest';
import { moveInList, moveTo, neighbourMove } from './condition-order';

const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).join('');

describe('neighbourMove', () => {
  it('moves up behind the one two places up, or first', () => {
    expect(neighbourMove(list, 'c', 'up')).toEqual({ afterId: 'a' });
    expect(neighbourMove(list, 'b', 'up')).toEqual({ afterId: null });
    expect(neighbourMove(list, 'a', 'up')).toBeUndefined();
  });

  it('moves down behind the next one, not past the end', () => {
    expect(neighbourMove(list, 'b', 'down')).toEqual({ afterId: 'c' });
    expect(neighbourMove(list, 'd', 'down')).toBeUndefined();
    expect(neighbourMove(list, 'x', 'down')).toBeUndefined();
  });

  it('gives the order the list then shows', () => {
    const up = neighbourMove(list, 'c', 'up');
    expect(up && ids(moveInList(list, 'c', up.afterId))).toBe('acbd');
    const down = neighbourMove(list, 'a', 'down');
    expect(down && ids(moveInList(list, 'a', down.afterId))).toBe('bacd');
  });
});

describe('moveTo', () => {
  it('answers the condition the dropped one comes after', () => {
    expect(moveTo(list, 'd', 0)).toEqual({ afterId: null });
    expect(moveTo(list, 'a', 3)).toEqual({ afterId: 'd' });
    expect(moveTo(list, 'a', 1)).toEqual({ afterId: 'b' });
    expect(ids(moveInList(list, 'a', moveTo(list, 'a', 2).afterId))).toBe('bcad');
  });
});

describe('moveInList', () => {
  it('leaves the list as it is for an unknown condition or an unknown place', () => {
    expect(ids(moveInList(list, 'x', null))).toBe('abcd');
    expect(ids(moveInList(list, 'a', 'x'))).toBe('abcd');
  });
});
