import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../errors.ts';
import { release, reserve, reset } from './throttle.ts';

const rule = () => ({ scope: `test-${ulid()}`, limit: 3, windowSeconds: 600 });

describe('throttle counters (DynamoDB Local)', () => {
  it('allows the limit and refuses the next attempt with the time left in the window', async () => {
    const r = rule();
    // One minute into a ten-minute window.
    const now = Math.floor(Date.now() / 600_000) * 600_000 + 60_000;
    for (let i = 0; i < 3; i++) await reserve(r, 'subject', now);
    const refused = reserve(r, 'subject', now);
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 540 });
    // Another subject is not affected, nor is the next window.
    await expect(reserve(r, 'other', now)).resolves.toBeDefined();
    await expect(reserve(r, 'subject', now + 600_000)).resolves.toBeDefined();
  });

  it('counts concurrent attempts atomically', async () => {
    const r = rule();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => reserve(r, 'burst')));
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(3);
  });

  it('gives a slot back on release and starts over on reset', async () => {
    const r = rule();
    const first = await reserve(r, 's');
    await reserve(r, 's');
    await release(first);
    // One slot was given back: two more fit under the limit of three.
    await reserve(r, 's');
    await reserve(r, 's');
    await expect(reserve(r, 's')).rejects.toBeInstanceOf(TooManyRequestsError);
    await reset(first);
    await expect(reserve(r, 's')).resolves.toBeDefined();
  });
});
