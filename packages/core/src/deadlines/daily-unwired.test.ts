import { describe, expect, it, vi } from 'vitest';

/**
 * The daily job refuses to run in a process that never called wireHooks(): it would otherwise
 * mark the days done and their reminders would be lost. Vitest's setup wires every test file, so
 * this one loads fresh copies of the modules, without the setup's registrations.
 */
describe('the daily job in a process without its hooks', () => {
  it('refuses to run, and runs once they are wired', async () => {
    vi.resetModules();
    const { runDaily } = await import('./daily.ts');
    await expect(
      runDaily({ today: '2019-03-07', jobName: `unwired-${Date.now()}`, records: new Set() }),
    ).rejects.toThrow('wireHooks');
    const { wireHooks } = await import('../wiring.ts');
    wireHooks();
    await expect(
      runDaily({ today: '2019-03-07', jobName: `unwired-${Date.now()}`, records: new Set() }),
    ).resolves.toMatchObject({
      failed: 0,
    });
  });
});
