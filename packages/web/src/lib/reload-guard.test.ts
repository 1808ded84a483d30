import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_KEY, reloadOnce } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

describe('reloadOnce', () => {
  it('reloads the first time and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: 1_000_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
  });

  it('does not reload again within 10 seconds', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: 1_009_999, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again after 10 seconds', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: 1_010_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores a damaged or future timestamp', () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: memoryStorage({ [RELOAD_GUARD_KEY]: 'x' }), now: 5, reload })).toBe(true);
    expect(reloadOnce({ storage: memoryStorage({ [RELOAD_GUARD_KEY]: '9000' }), now: 5, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the dynamic import failures of the major browsers', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://crm.example.nl/assets/home-abc.js',
      'error loading dynamically imported module: https://crm.example.nl/assets/home-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/home.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Internal Server Error'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
