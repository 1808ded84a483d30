import { useEffect, useState } from 'react';

/**
 * The value as it was once it stopped changing for `delayMs`. Values are compared by their JSON,
 * so an object rebuilt on every render with the same content does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
