import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Focus for after a dialog that removed what the user was on (a deleted row and its button): call
 * the returned function before the dialog closes, and once it has closed `focus` runs, a frame
 * later, after the dialog has handed focus back to a button that may be gone.
 */
export function useFocusAfterClose(isOpen: boolean, focus: () => void): () => void {
  const pending = useRef(false);
  const run = useEffectEvent(focus);
  useEffect(() => {
    if (isOpen || !pending.current) return;
    pending.current = false;
    const frame = requestAnimationFrame(() => run());
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  return () => {
    pending.current = true;
  };
}
