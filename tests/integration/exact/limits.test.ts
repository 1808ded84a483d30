import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A table of this file's own: the connection item is one per installation.
await vi.hoisted(async () => {
  const { useOwnTable } = await import('../../../packages/api/src/testing-table.ts');
  useOwnTable('exact-limits');
});

const { startExactFake } = await import('@crm/local/exact-fake/index');
const { tableName } = await import('@crm/core/db/client');
const { keys } = await import('@crm/core/db/keys');
const { ensureTable } = await import('@crm/core/db/create-table');
const { allPages, callExact } = await import('@crm/core/exact/client');
const { connectionStatus } = await import('@crm/core/exact/connection');
const { DAILY_RESERVE, ExactLimitStop, readLimits } = await import('@crm/core/exact/limits');
const { readCode, readTimestamp } = await import('@crm/core/exact/odata');
const { connectedStart, settingsFor, testClock } = await import('./support.ts');

const fake = await startExactFake();
let clock = testClock(fake);
let settings = await settingsFor(fake, clock);
const user = { id: 'user-exact-limits', name: 'Bea Beheerder' };
const division = 1001;

const apiCalls = () => fake.calls().filter((call) => call.path.startsWith(`/api/v1/${division}/`));
const list = () => callExact(settings, { division, path: 'system/Divisions', query: { $select: 'Code' } });
const control = (path: string, body: unknown) =>
  fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) });

beforeAll(async () => {
  expect(tableName()).toMatch(/^exact-limits-/);
  await ensureTable();
});
afterAll(() => fake.close());
beforeEach(async () => {
  // Each test starts without known limits and counts its own calls.
  ({ clock, settings } = await connectedStart(fake, user, division, [keys.exactLimits(division)]));
  fake.calls().length = 0;
});

describe('the call budget', () => {
  it('keeps the headers of every answer: calls left today and this minute', async () => {
    await list();
    const status = await connectionStatus(settings);
    expect(status.callsLeft).toMatchObject({ dailyLimit: 5000, minutelyLimit: 60 });
    expect(status.callsLeft?.today).toBe(5000 - (fake.data().usage[division]?.daily ?? 0));
  });

  it('waits for the minute’s reset after a minutely 429, then goes on', async () => {
    fake.fault('429-minutely', 1);
    const before = clock.now();
    await expect(list()).resolves.toMatchObject({ status: 200 });
    expect(apiCalls().map((call) => call.status)).toEqual([429, 200]);
    // It waited (on the shared clock) until the reset the 429's headers named.
    expect(clock.now() - before).toBeGreaterThan(0);
  });

  it('waits before calling when the last answer said the minute is spent', async () => {
    await control('usage', { division, minute: 59 });
    await list();
    const limits = await readLimits(division);
    expect(limits?.minutely?.remaining).toBe(0);
    await list();
    expect(apiCalls().map((call) => call.status)).toEqual([200, 200]);
  });

  it('stops for the day on a daily 429, and makes no further call', async () => {
    fake.fault('429-daily', 1);
    await expect(list()).rejects.toMatchObject({ reason: 'daily' });
    await expect(list()).rejects.toBeInstanceOf(ExactLimitStop);
    expect(apiCalls()).toHaveLength(1);
  });

  it(`stops for the day when fewer than ${DAILY_RESERVE} calls are left`, async () => {
    await control('usage', { division, daily: 5000 - DAILY_RESERVE });
    // This answer leaves 199.
    await list();
    const stop = await list().catch((error: unknown) => error);
    expect(stop).toBeInstanceOf(ExactLimitStop);
    expect((stop as InstanceType<typeof ExactLimitStop>).message).toMatch(/dagelijkse limiet/);
    expect(apiCalls()).toHaveLength(1);
  });

  it('stops calling an endpoint after 8 errors in an hour, before Exact’s block at 10', async () => {
    const missing = () =>
      callExact(settings, { division, path: "crm/Accounts(guid'00000000-0000-0000-0000-000000000000')" });
    for (let i = 0; i < 8; i += 1) await expect(missing()).rejects.toMatchObject({ exactStatus: 404 });
    await expect(missing()).rejects.toMatchObject({ reason: 'errors' });
    expect(apiCalls()).toHaveLength(8);
    // Exact's block (10 an hour) was never reached.
    expect(Math.max(...Object.values(fake.data().errors ?? {}))).toBe(8);
    // Another endpoint still works; the next hour the guarded one does too.
    await expect(list()).resolves.toMatchObject({ status: 200 });
    clock.advance(3_600_000);
    await expect(missing()).rejects.toMatchObject({ exactStatus: 404 });
  });
});

describe('the OData envelope', () => {
  it('follows __next through every page and reads Code and Timestamp', async () => {
    for (let i = 0; i < 61; i += 1)
      await control('accounts', { division, Name: `Relatie ${i}`, Status: 'C' });
    const rows: Record<string, unknown>[] = [];
    for await (const page of allPages(settings, {
      division,
      path: 'crm/Accounts',
      query: { $filter: "Status eq 'C'", $select: 'ID,Code,Name' },
    }))
      rows.push(...(page as Record<string, unknown>[]));
    expect(rows).toHaveLength(61);
    expect(rows.map((row) => readCode(row.Code)).sort((a, b) => Number(a) - Number(b))[60]).toBe('61');
    const sync = await callExact(settings, {
      division,
      path: 'sync/CRM/Accounts',
      query: { $filter: 'Timestamp gt 1L', $select: 'ID,Timestamp' },
    });
    const stamps = (sync.rows as { Timestamp: unknown }[]).map((row) => readTimestamp(row.Timestamp));
    expect(stamps).toHaveLength(61);
    expect(typeof stamps[0]).toBe('bigint');
  });
});
