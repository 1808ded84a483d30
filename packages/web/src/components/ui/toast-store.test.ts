import { describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toast-store';

function manualScheduler() {
  const jobs: { run: () => void; ms: number }[] = [];
  return { jobs, schedule: (run: () => void, ms: number) => void jobs.push({ run, ms }) };
}

describe('toast store', () => {
  it('shows a toast and tells subscribers', () => {
    const { schedule } = manualScheduler();
    const store = createToastStore(schedule);
    const listener = vi.fn();
    store.subscribe(listener);
    store.success('Item succesvol opgeslagen.');
    expect(store.getSnapshot()).toEqual([{ id: 1, kind: 'success', message: 'Item succesvol opgeslagen.' }]);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('hides a success toast after a while, keeps errors until closed', () => {
    const { jobs, schedule } = manualScheduler();
    const store = createToastStore(schedule);
    store.success('Item succesvol verwijderd.');
    const errorId = store.error('Er is iets misgegaan.');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.ms).toBe(TOAST_DURATION_MS);
    jobs[0]?.run();
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['Er is iets misgegaan.']);
    store.dismiss(errorId);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a warning until closed', () => {
    const { jobs, schedule } = manualScheduler();
    const store = createToastStore(schedule);
    store.warning('De uitnodiging kon niet worden verstuurd.');
    expect(jobs).toHaveLength(0);
    expect(store.getSnapshot()).toEqual([
      { id: 1, kind: 'warning', message: 'De uitnodiging kon niet worden verstuurd.' },
    ]);
  });

  it('keeps the snapshot stable when nothing changes', () => {
    const store = createToastStore(manualScheduler().schedule);
    const before = store.getSnapshot();
    store.dismiss(42);
    expect(store.getSnapshot()).toBe(before);
  });
});
