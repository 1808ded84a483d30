import type { ClientRect, DroppableContainer, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { zoneKeyboardCoordinates } from './zone-keyboard-coordinates';

type Context = Parameters<KeyboardCoordinateGetter>[1]['context'];

const rect = (left: number, width: number): ClientRect => ({
  left,
  width,
  top: 0,
  height: 400,
  right: left + width,
  bottom: 400,
});
// Three columns of 200 pixels with 10 between them: centres at 100, 310 and 520.
const zones = new Map([
  ['a', rect(0, 200)],
  ['b', rect(210, 200)],
  ['c', rect(420, 200)],
]);
const context = (cardLeft: number) =>
  ({
    collisionRect: rect(cardLeft, 180),
    droppableRects: zones,
    droppableContainers: { getEnabled: () => [...zones.keys()].map((id) => ({ id }) as DroppableContainer) },
  }) as unknown as Context;

const press = (code: string, cardLeft: number) => {
  let prevented = false;
  const event = { code, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent;
  const to = zoneKeyboardCoordinates(event, {
    active: 'card',
    context: context(cardLeft),
    currentCoordinates: { x: cardLeft, y: 50 },
  });
  return { to, prevented };
};

describe('arrow keys between drop zones side by side', () => {
  it('moves the card’s centre to the next zone’s centre, right or left', () => {
    // The card's centre is at 10 + 90 = 100, the first column's.
    expect(press('ArrowRight', 10).to).toEqual({ x: 220, y: 50 });
    expect(press('ArrowLeft', 430).to).toEqual({ x: 220, y: 50 });
  });

  it('stays at the edge of the board', () => {
    expect(press('ArrowLeft', 10).to).toBeUndefined();
    expect(press('ArrowRight', 430).to).toBeUndefined();
  });

  it('leaves other keys alone, and keeps arrows from scrolling the page', () => {
    expect(press('ArrowDown', 10)).toEqual({ to: undefined, prevented: false });
    expect(press('ArrowRight', 10).prevented).toBe(true);
  });
});
