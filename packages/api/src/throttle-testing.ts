import { onTestFinished, vi } from 'vitest';

/** Every throttle of ours counts in fixed windows of a quarter of an hour (decision 016). */
const WINDOW_MS = 15 * 60 * 1000;

/**
 * For a test that counts attempts up to a throttle's limit: if its attempts straddled a window's
 * end, the count would start over and the expected 429 would not come (seen once in a run). When
 * fewer than `secondsNeeded` remain in the current window, the clock moves on to the next
 * window's start (Date only; it keeps running), and is put back when the test ends.
 */
export function inOneThrottleWindow(secondsNeeded = 120): void {
  const now = Date.now();
  const windowEnd = (Math.floor(now / WINDOW_MS) + 1) * WINDOW_MS;
  if (windowEnd - now >= secondsNeeded * 1000) return;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: windowEnd + 1000 });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
