import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { measure, requestStarted } from './metrics.ts';

describe('request metrics', () => {
  it('counts requests under way at the same time as one wait, and a failed request only as wait', async () => {
    const started = performance.now();
    const { metrics } = await measure(async () => {
      const first = requestStarted('QueryCommand');
      const second = requestStarted('GetItemCommand');
      const third = requestStarted('TransactWriteItemsCommand');
      await sleep(20);
      first({ Items: [], ScannedCount: 3 });
      await sleep(5);
      second({ Item: { pk: 'x' } });
      third();
    });
    const elapsed = performance.now() - started;
    expect(metrics.requests).toBe(2);
    expect(metrics.itemsRead).toBe(4);
    expect(metrics.commands).toEqual(['Query', 'GetItem']);
    // Counted once, the wait fits in the time measured around it; added up it would not.
    expect(metrics.dbMs).toBeGreaterThan(0);
    expect(metrics.dbMs).toBeLessThanOrEqual(elapsed);
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
