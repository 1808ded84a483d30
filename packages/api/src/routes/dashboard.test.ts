import { describe, expect, it } from 'vitest';
import { measure } from '@crm/core/db/metrics';
import { leadStatuses } from '@crm/core/leads/schema';
import { createTestUser, json, request, signIn } from '../testing.ts';

interface StatusCount {
  status: string;
  count: number;
}
interface Change {
  kind: string;
  subjectType: string;
  at: string;
  label: string | null;
}

async function staff(role: 'medewerker' | 'alleen_lezen' = 'medewerker') {
  const account = await createTestUser(role);
  return { ...account, token: await signIn(account.email) };
}

const get = (path: string, token: string) => request(path, { token });
const countOf = (statuses: StatusCount[], status: string) =>
  statuses.find((entry) => entry.status === status)?.count ?? -1;

describe('dashboard API', () => {
  it('counts leads per status from counters with one read beside the session check', async () => {
    const { token } = await staff();
    const before = await json<{ statuses: StatusCount[] }>(await get('/api/dashboard/lead-statuses', token));
    expect(before.statuses.map((entry) => entry.status)).toEqual([...leadStatuses]);
    const created = await request('/api/leads', {
      method: 'POST',
      token,
      body: JSON.stringify({ companyName: 'Dashboard Lead', source: 'beurs', status: 'offerte_verstuurd' }),
    });
    expect(created.status).toBe(201);
    const { result, metrics } = await measure(async () => get('/api/dashboard/lead-statuses', token));
    const after = await json<{ statuses: StatusCount[] }>(result);
    expect(countOf(after.statuses, 'offerte_verstuurd')).toBeGreaterThanOrEqual(
      countOf(before.statuses, 'offerte_verstuurd') + 1,
    );
    expect([...metrics.commands].sort()).toEqual(['BatchGetItem', 'BatchGetItem']);
  });

  it('shows recent changes newest first, without financial changes for those who may not see them', async () => {
    const writer = await staff();
    const reader = await staff('alleen_lezen');
    const created = await request('/api/customers', {
      method: 'POST',
      token: writer.token,
      body: JSON.stringify({ companyName: 'Recent Veranderd BV' }),
    });
    const { record } = await json<{ record: { id: string } }>(created);
    const financial = await request(`/api/customers/${record.id}/financial`, {
      method: 'PUT',
      token: writer.token,
      body: JSON.stringify({ version: 0, paymentTermDays: 30, directDebit: false, vatLiable: true }),
    });
    expect(financial.status).toBe(200);

    for (const { token, financialVisible } of [
      { token: writer.token, financialVisible: true },
      { token: reader.token, financialVisible: false },
    ]) {
      const { items } = await json<{ items: Change[] }>(await get('/api/dashboard/recent-changes', token));
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(10);
      expect([...items].sort((a, b) => b.at.localeCompare(a.at))).toEqual(items);
      if (!financialVisible) expect(items.some((item) => item.subjectType === 'financial')).toBe(false);
    }
    expect((await get('/api/dashboard/recent-changes', '')).status).toBe(401);
  });

  it('refuses without a valid token', async () => {
    expect((await get('/api/dashboard/lead-statuses', 'not-a-token')).status).toBe(401);
  });
});
