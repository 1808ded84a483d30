import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardSensorOptions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** A few pixels of movement before a drag starts, so a click on a handle or card stays a click. */
export const DRAG_DISTANCE_PX = 5;

/**
 * The sensors of every drag in the product: the pointer (mouse, pen, touch) and the keyboard. By
 * default an arrow key moves the dragged item to the next place of a sortable list; a board passes
 * its own `coordinateGetter` (and keys).
 */
export function useDragSensors(keyboard: KeyboardSensorOptions = {}) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, ...keyboard }),
  );
}
