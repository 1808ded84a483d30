import { afterEach, describe, expect, it, vi } from 'vitest';
import { measure } from '@crm/core/db/metrics';
import { createTestUser, request, signIn } from '../testing.ts';

/** `db;dur=<ms>, app;dur=<ms>` and nothing else: no descriptions, no other metrics. */
const serverTiming = /^db;dur=(\d+(?:\.\d{1,2})?), app;dur=(\d+(?:\.\d{1,2})?)$/;

function timing(response: Response): { db: number; app: number } {
  const header = response.headers.get('server-timing') ?? '';
  const match = serverTiming.exec(header);
  if (!match) throw new Error(`Server-Timing "${header}" is not db and app durations only`);
  return { db: Number(match[1]), app: Number(match[2]) };
}

/**
 * A clock that moves one millisecond each time it is read: every wait and every call then lasts a
 * whole number of ticks, at least one, whatever the machine's speed.
 */
function tickingClock(): () => number {
  let ticks = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => ++ticks);
  return () => performance.now();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Server-Timing', () => {
  it('tells how long a call waited for DynamoDB and how long the app worked, and nothing more', async () => {
    const { email } = await createTestUser();
    const token = await signIn(email);
    const now = tickingClock();
    const started = now();
    const { result: response, metrics } = await measure(async () => request('/api/user', { token }));
    const elapsed = now() - started;
    expect(response.status).toBe(200);
    const { db, app } = timing(response);
    // The one BatchGetItem of the session check was waited for, and is counted once: the header
    // says exactly the wait a measure around the call recorded.
    expect(metrics.requests).toBe(1);
    expect(metrics.commands).toEqual(['BatchGetItem']);
    expect(db).toBeGreaterThan(0);
    expect(db).toBe(metrics.dbMs);
    // Both durations are parts of the call, which lies inside the test's own reading of the clock.
    expect(Number.isInteger(app) && app > 0).toBe(true);
    expect(db + app).toBeLessThan(elapsed);
    expect(response.headers.get('server-timing')).not.toContain(email);
  });

  it('is on every answer: refused, invalid and unknown calls without any DynamoDB wait too', async () => {
    const unauthenticated = await request('/api/user');
    expect(unauthenticated.status).toBe(401);
    expect(timing(unauthenticated).db).toBe(0);

    const invalid = await request('/api/login', { method: 'POST', body: JSON.stringify({ email: 'geen' }) });
    expect(invalid.status).toBe(422);
    expect(timing(invalid).db).toBe(0);

    const unknown = await request('/api/bestaat-niet');
    expect(unknown.status).toBe(404);
    expect(timing(unknown)).toMatchObject({ db: 0 });
  });

  it('measures a list call, whose DynamoDB requests a measure around the call counts too', async () => {
    const { email } = await createTestUser('beheerder');
    const token = await signIn(email);
    tickingClock();
    const { result: response, metrics } = await measure(async () => request('/api/leads?limit=5', { token }));
    expect(response.status).toBe(200);
    // The session check, the page's Query and its total run side by side.
    expect(metrics.requests).toBeGreaterThan(1);
    const { db } = timing(response);
    expect(db).toBeGreaterThan(0);
    expect(db).toBe(metrics.dbMs);
  });

  it('keeps the item counts for the bench (EXPOSE_DB_METRICS=1) only', async () => {
    const response = await request('/api/user');
    expect(response.headers.get('x-db-requests')).toBeNull();
    expect(response.headers.get('x-db-items')).toBeNull();
  });
});
