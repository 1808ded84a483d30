import { describe, expect, it } from 'vitest';
import { moveImage } from './image-order';

const images = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (list: readonly { id: string }[] | undefined) => list?.map((image) => image.id).join('');

describe('moving an image', () => {
  it('moves forward and names the image now before it', () => {
    const move = moveImage(images, 'a', 'c');
    expect(ids(move?.order)).toBe('bcad');
    expect(move?.afterId).toBe('c');
    expect(move?.moved.id).toBe('a');
  });

  it('moves backward and to the front, where it becomes the cover (afterId null)', () => {
    expect(moveImage(images, 'd', 'b')).toMatchObject({ afterId: 'a' });
    expect(ids(moveImage(images, 'd', 'b')?.order)).toBe('adbc');
    expect(moveImage(images, 'c', 'a')).toMatchObject({ afterId: null });
    expect(ids(moveImage(images, 'c', 'a')?.order)).toBe('cabd');
  });

  it('moves to the end', () => {
    expect(moveImage(images, 'b', 'd')).toMatchObject({ afterId: 'd' });
  });

  it('does nothing when the image stays or is unknown', () => {
    expect(moveImage(images, 'b', 'b')).toBeNull();
    expect(moveImage(images, 'x', 'b')).toBeNull();
    expect(moveImage(images, 'b', 'x')).toBeNull();
  });
});
