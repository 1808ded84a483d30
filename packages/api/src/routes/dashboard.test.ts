import { beforeAll, describe, expect, it, vi } from 'vitest';

// A table of this file's own (hoisted above the imports, which read it once): the change feed and
// the lead counters are shared by every test file, so what this file asserts on is only its own.
await vi.hoisted(async () => {
  const { useOwnTable } = await import('../testing-table.ts');
  useOwnTable('dashboard');
});

const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
const { dynamo, tableName } = await import('@crm/core/db/client');
const { keys } = await import('@crm/core/db/keys');
const { dutchToday } = await import('@crm/core/nl/date');
const { ensureTable } = await import('@crm/core/db/create-table');
const { measure } = await import('@crm/core/db/metrics');
const { leadStatuses } = await import('@crm/core/leads/schema');
const { createTestUser, json, request, signIn } = await import('../testing.ts');

interface StatusCount {
  status: string;
  count: number;
}
interface Change {
  kind: string;
  recordId: string;
  subjectType: string;
  at: string;
  label: string | null;
}

async function staff(role: 'beheerder' | 'medewerker' | 'alleen_lezen' = 'medewerker') {
  const account = await createTestUser(role);
  return { ...account, token: await signIn(account.email) };
}

const get = (path: string, token: string) => request(path, { token });
const countOf = (statuses: StatusCount[], status: string) =>
  statuses.find((entry) => entry.status === status)?.count ?? -1;

beforeAll(async () => {
  expect(tableName()).toMatch(/^dashboard-/);
  await ensureTable();
});

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
    expect(countOf(after.statuses, 'offerte_verstuurd')).toBe(
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

    const feedOf = async (token: string) => {
      const { items } = await json<{ items: Change[] }>(await get('/api/dashboard/recent-changes', token));
      expect(items.length).toBeLessThanOrEqual(10);
      expect([...items].sort((a, b) => b.at.localeCompare(a.at))).toEqual(items);
      // Only this file's changes are in its table: the customer's, newest first.
      return items
        .filter((item) => item.recordId === record.id)
        .map((item) => `${item.kind}:${item.subjectType}`);
    };
    expect(await feedOf(writer.token)).toEqual(['customer:financial', 'customer:customer']);
    expect(await feedOf(reader.token)).toEqual(['customer:customer']);
    expect((await get('/api/dashboard/recent-changes', '')).status).toBe(401);
  });

  it('tells Beheerders only whether the daily job has completed in the last two days', async () => {
    const beheerder = await staff('beheerder');
    const dailyJob = async () => {
      const response = await get('/api/dashboard/daily-job', beheerder.token);
      expect(response.status).toBe(200);
      return (await json<{ dailyJob: unknown }>(response)).dailyJob;
    };
    // This file's own table: the job has never run here.
    expect(await dailyJob()).toEqual({ lastCompleted: null, completedAt: null, stale: true });

    const completed = new Date(Date.now() - 47 * 60 * 60 * 1000);
    const completedAt = completed.toISOString();
    const lastCompleted = dutchToday(completed);
    const state = { ...keys.jobState('daily'), type: 'job-state', lastCompleted, completedAt };
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: state }));
    expect(await dailyJob()).toEqual({ lastCompleted, completedAt, stale: false });

    for (const role of ['medewerker', 'alleen_lezen'] as const) {
      const { token } = await staff(role);
      const refused = await get('/api/dashboard/daily-job', token);
      expect(refused.status, role).toBe(403);
      expect(await refused.text(), role).not.toContain(completedAt);
    }
    expect((await get('/api/dashboard/daily-job', '')).status).toBe(401);
  });

  it('refuses without a valid token', async () => {
    expect((await get('/api/dashboard/lead-statuses', 'not-a-token')).status).toBe(401);
  });
});
