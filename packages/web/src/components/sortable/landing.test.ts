import { describe, expect, it } from 'vitest';
import { landing } from './landing';

const images = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (list: readonly { id: string }[] | undefined) => list?.map((image) => image.id).join('');

describe('where a dropped item lands', () => {
  it('moves forward and names the item now before it', () => {
    const move = landing(images, 'a', 'c');
    expect(ids(move?.order)).toBe('bcad');
    expect(move?.afterId).toBe('c');
    expect(move?.moved.id).toBe('a');
  });

  it('moves backward and to the front, where it becomes the cover (afterId null)', () => {
    expect(landing(images, 'd', 'b')).toMatchObject({ afterId: 'a' });
    expect(ids(landing(images, 'd', 'b')?.order)).toBe('adbc');
    expect(landing(images, 'c', 'a')).toMatchObject({ afterId: null });
    expect(ids(landing(images, 'c', 'a')?.order)).toBe('cabd');
  });

  it('moves to the end', () => {
    expect(landing(images, 'b', 'd')).toMatchObject({ afterId: 'd' });
  });

  it('does nothing when the item stays or is unknown', () => {
    expect(landing(images, 'b', 'b')).toBeNull();
    expect(landing(images, 'x', 'b')).toBeNull();
    expect(landing(images, 'b', 'x')).toBeNull();
  });

  it('names the moved item, so the caller sends exactly { id, afterId }', () => {
    const { id, afterId } = landing(images, 'd', 'c') ?? {};
    expect({ id, afterId }).toEqual({ id: 'd', afterId: 'b' });
    expect(landing(images, 'a', 'b')).toMatchObject({ id: 'a', afterId: 'b' });
  });

  it('moves between neighbours in one step, as an arrow key does', () => {
    expect(ids(landing(images, 'b', 'c')?.order)).toBe('acbd');
    expect(ids(landing(images, 'c', 'b')?.order)).toBe('acbd');
    expect(landing(images, 'c', 'b')).toMatchObject({ id: 'c', afterId: 'a' });
  });

  it('works on a one-item list and leaves the given list alone', () => {
    expect(landing([{ id: 'a' }], 'a', 'a')).toBeNull();
    const before = ids(images);
    landing(images, 'a', 'd');
    expect(ids(images)).toBe(before);
  });
});
