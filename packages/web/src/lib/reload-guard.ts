/** A second chunk-load failure within this time shows the error instead of reloading again. */
export const RELOAD_GUARD_MS = 10_000;

export const RELOAD_GUARD_KEY = 'crm:chunk-reload-at';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * True for the error a dynamic import throws when its chunk is gone, typically because a new build
 * replaced the files while this page was open. Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /Failed to fetch dynamically imported module/i.test(error.message) ||
    /error loading dynamically imported module/i.test(error.message) ||
    /Importing a module script failed/i.test(error.message) ||
    /Unable to preload CSS/i.test(error.message) ||
    error.name === 'ChunkLoadError'
  );
}

/**
 * Reloads the page, unless it already did so in the last ten seconds (then a reload would loop).
 * Returns whether it reloaded.
 */
export function reloadOnce({
  storage = sessionStorage,
  now = Date.now(),
  reload = () => location.reload(),
}: { storage?: KeyValueStorage; now?: number; reload?: () => void } = {}): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}
