import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCalendarSource } from '@crm/core/deadlines/calendar-sources';
import { createTestUser, json, request, signIn } from '../testing.ts';
import { inOneThrottleWindow } from '../throttle-testing.ts';

/** A source of this test's own: one event per user, named after the user. */
const unregister = registerCalendarSource(async (userId) => [
  {
    uid: `test-${userId}@relatiebeheer`,
    date: '2027-09-02',
    summary: `Besluit over verlenging van ${userId}`,
  },
]);
afterAll(unregister);

let token: string;
let userId: string;

beforeAll(async () => {
  const account = await createTestUser('medewerker');
  userId = account.user.id;
  token = await signIn(account.email);
});

async function createLink(signedIn = token): Promise<{ url: string; path: string }> {
  const response = await request('/api/profile/calendar', { method: 'POST', token: signedIn });
  expect(response.status).toBe(201);
  const { url } = await json<{ url: string }>(response);
  return { url, path: new URL(url).pathname };
}

function feed(path: string, ip?: string) {
  return request(path, { headers: { Accept: 'text/calendar' }, ip });
}

describe('the calendar link of the signed-in user', () => {
  it('needs a signed-in user', async () => {
    expect((await request('/api/profile/calendar')).status).toBe(401);
    expect((await request('/api/profile/calendar', { method: 'POST' })).status).toBe(401);
    expect((await request('/api/profile/calendar', { method: 'DELETE' })).status).toBe(401);
  });

  it('is made, shown (without its token) and revoked', async () => {
    const account = await createTestUser('medewerker');
    const own = await signIn(account.email);
    expect(await json(await request('/api/profile/calendar', { token: own }))).toEqual({
      exists: false,
      createdAt: null,
    });

    const { url, path } = await createLink(own);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const state = await json<{ exists: boolean; createdAt: string }>(
      await request('/api/profile/calendar', { token: own }),
    );
    expect(state).toEqual({ exists: true, createdAt: expect.any(String) });
    expect(JSON.stringify(state)).not.toContain(path.split('/').at(-1)?.slice(0, 43));
    expect((await feed(path)).status).toBe(200);

    const revoked = await request('/api/profile/calendar', { method: 'DELETE', token: own });
    expect(revoked.status).toBe(200);
    expect(await json(revoked)).toEqual({ message: 'De agenda-link is ingetrokken.' });
    const gone = await feed(path);
    expect(gone.status).toBe(404);
    expect(await json(gone)).toEqual({ message: 'Deze agenda bestaat niet (meer).' });
    expect(await json(await request('/api/profile/calendar', { token: own }))).toEqual({
      exists: false,
      createdAt: null,
    });

    const again = await request('/api/profile/calendar', { method: 'DELETE', token: own });
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ message: 'Je hebt geen agenda-link.' });
  });

  it('is replaced by a new link: the old one stops working', async () => {
    const first = await createLink();
    const second = await createLink();
    expect(second.path).not.toBe(first.path);
    expect((await feed(first.path)).status).toBe(404);
    expect((await feed(second.path)).status).toBe(200);
  });
});

describe('GET /api/calendar/<token>.ics', () => {
  it('answers the user’s own events as iCalendar, without signing in', async () => {
    const { path } = await createLink();
    const response = await feed(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain(`UID:test-${userId}@relatiebeheer\r\n`);
    expect(text).toContain('DTSTART;VALUE=DATE:20270902\r\n');
    // Another user's events are not in it.
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      `/api/calendar/${'A'.repeat(43)}`,
      '/api/calendar/kort.ics',
      '/api/calendar/.ics',
    ]) {
      const response = await feed(path);
      expect(response.status, path).toBe(404);
      expect((await json<{ message: string }>(response)).message, path).toMatch(/bestaat niet|Niet gevonden/);
    }
  });

  it('answers 404 once the user is deactivated', async () => {
    const account = await createTestUser('medewerker');
    const { path } = await createLink(await signIn(account.email));
    expect((await feed(path)).status).toBe(200);
    const admin = await signIn((await createTestUser('beheerder')).email);
    const deactivated = await request(`/api/users/${account.user.id}`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({
        name: account.user.name,
        email: account.email,
        role: account.user.role,
        active: false,
        version: account.user.version,
      }),
    });
    expect(deactivated.status).toBe(200);
    expect((await feed(path)).status).toBe(404);
  });

  it('is rate-limited per token', async () => {
    inOneThrottleWindow();
    const { path } = await createLink();
    const ip = '198.51.100.7';
    for (let count = 0; count < 30; count++) expect((await feed(path, ip)).status).toBe(200);
    const refused = await feed(path, ip);
    expect(refused.status).toBe(429);
    expect((await json<{ message: string }>(refused)).message).toMatch(/^Te veel pogingen/);
  });

  it('is rate-limited per address, whatever the tokens', async () => {
    inOneThrottleWindow();
    const ip = '198.51.100.8';
    const statuses: number[] = [];
    for (let count = 0; count < 121; count++)
      statuses.push((await feed(`/api/calendar/${String(count).padStart(43, 'B')}.ics`, ip)).status);
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
