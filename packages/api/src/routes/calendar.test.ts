import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractRecord } from '@crm/core/contracts/public';
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

describe('the contracts in a calendar feed', () => {
  const yearly = {
    title: 'Onderhoud daken',
    startDate: '2138-01-01',
    firstTermMonths: 12,
    renewal: 'stilzwijgend',
    renewalTermMonths: 12,
    noticePeriod: 3,
    decisionWeeks: 4,
  };

  /** A contract of `ownerId`, saved once more when `status` is one a contract is never created in. */
  async function contractOf(admin: string, ownerId: string, status: string, term = yearly) {
    const party = async (kind: string) => {
      const response = await request(`/api/${kind}`, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ companyName: `Agenda ${kind} ${ulid()}` }),
      });
      return (await json<{ record: { id: string } }>(response)).record.id;
    };
    const input = {
      ...term,
      customerId: await party('customers'),
      supplierId: await party('suppliers'),
      ownerId,
      status: status === 'concept' ? 'concept' : 'actief',
    };
    const created = await request('/api/contracts', {
      method: 'POST',
      token: admin,
      body: JSON.stringify(input),
    });
    expect(created.status).toBe(201);
    const { record } = await json<{ record: ContractRecord }>(created);
    if (record.status === status) return record;
    const moved = await request(`/api/contracts/${record.id}`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ ...input, status, version: record.version }),
    });
    expect(moved.status).toBe(200);
    return (await json<{ record: ContractRecord }>(moved)).record;
  }

  /** The feed's text, its folded lines unfolded (RFC 5545). */
  async function feedOf(signedIn: string) {
    const response = await feed((await createLink(signedIn)).path);
    expect(response.status).toBe(200);
    return (await response.text()).replace(/\r\n[ \t]/g, '');
  }

  it('are the feed owner’s Actief ones only: not a colleague’s, not Concept, Opgezegd, Beëindigd or Verlopen', async () => {
    const admin = await signIn((await createTestUser('beheerder')).email);
    const [owner, colleague] = await Promise.all([
      createTestUser('medewerker'),
      createTestUser('medewerker'),
    ]);
    const active = await contractOf(admin, owner.user.id, 'actief');
    const others = [
      await contractOf(admin, owner.user.id, 'concept'),
      await contractOf(admin, owner.user.id, 'opgezegd'),
      await contractOf(admin, owner.user.id, 'beeindigd'),
      // Ended in 2019 without renewal: Verlopen as it is saved.
      await contractOf(admin, owner.user.id, 'verlopen', {
        ...yearly,
        startDate: '2019-01-01',
        renewal: 'geen',
      }),
    ];
    expect(others.map((contract) => contract.status)).toEqual([
      'concept',
      'opgezegd',
      'beeindigd',
      'verlopen',
    ]);
    const colleagues = await contractOf(admin, colleague.user.id, 'actief');

    const text = await feedOf(await signIn(owner.email));
    expect(text).toContain(`SUMMARY:Besluit over verlenging van ${active.number}\r\n`);
    expect(text).toContain(`SUMMARY:Uiterlijk opzeggen: ${active.number} Onderhoud daken\r\n`);
    expect(text).toContain('DTSTART;VALUE=DATE:21380930\r\n');
    for (const contract of [...others, colleagues])
      expect(text, contract.status).not.toContain(contract.number);

    const theirs = await feedOf(await signIn(colleague.email));
    expect(theirs).toContain(`SUMMARY:Besluit over verlenging van ${colleagues.number}\r\n`);
    expect(theirs).not.toContain(active.number);
  });
});
