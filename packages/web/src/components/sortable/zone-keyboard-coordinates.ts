import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const centreX = (rect: { left: number; width: number }) => rect.left + rect.width / 2;

/**
 * Arrow left and right move the dragged item to the next drop zone beside it (the columns of a
 * board), whatever their width; other keys do nothing. dnd-kit's default moves 25 pixels a press,
 * which on a board means several presses per column and a drop between columns.
 */
export const zoneKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { collisionRect, droppableRects, droppableContainers }, currentCoordinates },
) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  if (!collisionRect) return undefined;
  const from = centreX(collisionRect);
  const ahead = droppableContainers
    .getEnabled()
    .map((zone) => droppableRects.get(zone.id))
    .flatMap((rect) => (rect ? [centreX(rect) - from] : []))
    // More than a pixel away, so rounding never keeps the item where it is.
    .filter((distance) => distance * step > 1);
  if (ahead.length === 0) return undefined;
  const nearest = ahead.reduce((best, distance) => (Math.abs(distance) < Math.abs(best) ? distance : best));
  return { x: currentCoordinates.x + nearest, y: currentCoordinates.y };
};
