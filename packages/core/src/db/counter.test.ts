import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { nextValue } from './counter.ts';

describe('atomic counters (DynamoDB Local)', () => {
  it('never hands out the same number twice, even under concurrent calls', async () => {
    const name = `test-${ulid()}`;
    const values = await Promise.all(Array.from({ length: 25 }, () => nextValue(name)));
    expect(new Set(values).size).toBe(25);
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(25);
  });
});
