import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measure, requestStarted } from './metrics.ts';

describe('request metrics', () => {
  // A clock the test sets, so what is asserted never depends on how fast the machine is.
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts requests under way at the same time as one wait, and a failed request only as wait', async () => {
    const { metrics } = await measure(async () => {
      clock = 100;
      const first = requestStarted('QueryCommand');
      const second = requestStarted('GetItemCommand');
      const third = requestStarted('TransactWriteItemsCommand');
      clock = 120;
      first({ Items: [], ScannedCount: 3 });
      clock = 125;
      second({ Item: { pk: 'x' } });
      third();
    });
    expect(metrics.requests).toBe(2);
    expect(metrics.itemsRead).toBe(4);
    expect(metrics.commands).toEqual(['Query', 'GetItem']);
    // Counted once, the wait is 100 to 125; added up (20 + 25 + 25) it would be 70.
    expect(metrics.dbMs).toBe(25);
  });

  it('adds waits that do not overlap, and counts no time when nothing is under way', async () => {
    const { metrics } = await measure(async () => {
      clock = 0;
      const first = requestStarted('GetItemCommand');
      clock = 10;
      first({ Item: {} });
      clock = 20;
      const second = requestStarted('QueryCommand');
      clock = 25;
      second({ Items: [], ScannedCount: 0 });
      clock = 1000;
    });
    expect(metrics.dbMs).toBe(15);
    expect(metrics.requests).toBe(2);
  });

  it('counts a request in every measure it is made in', async () => {
    const { result: inner, metrics: outer } = await measure(async () => {
      await sleep(1);
      const { metrics } = await measure(async () => requestStarted('GetItemCommand')({ Item: {} }));
      return metrics;
    });
    expect(inner.requests).toBe(1);
    expect(outer.requests).toBe(1);
    expect(outer.commands).toEqual(['GetItem']);
  });
});
