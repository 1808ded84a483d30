import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { counterChange, counterValue, mergeCounterChanges, nextValue } from './counter.ts';
import { sendTransaction } from './transaction.ts';

describe('atomic counters (DynamoDB Local)', () => {
  it('never hands out the same number twice, even under concurrent calls', async () => {
    const name = `test-${ulid()}`;
    const values = await Promise.all(Array.from({ length: 25 }, () => nextValue(name)));
    expect(new Set(values).size).toBe(25);
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(25);
  });

  it('merges several writes’ changes of one counter into one, keeping a floored change apart', async () => {
    const shared = `test-${ulid()}`;
    const other = `test-${ulid()}`;
    const floored = `test-${ulid()}`;
    const merged = mergeCounterChanges([
      counterChange(shared, 1),
      counterChange(other, 2),
      counterChange(shared, 1),
      counterChange(floored, 1, 0),
      counterChange(shared, 3),
    ]);
    expect(merged).toHaveLength(3);
    await nextValue(floored);
    await sendTransaction(merged);
    expect(await counterValue(shared)).toBe(5);
    expect(await counterValue(other)).toBe(2);
    expect(await counterValue(floored)).toBe(2);
  });
});
