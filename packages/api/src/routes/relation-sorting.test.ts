import { describe, expect, it } from 'vitest';
import { measure } from '@crm/core/db/metrics';
import { createTestUser, json, request, signIn } from '../testing.ts';

type Json = Record<string, unknown>;
type Page = { items: { companyName: string }[]; cursor: string | null; total: number | null };
type StatusSum = { status: string; count: number; value: number };

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function staff() {
  const account = await createTestUser('medewerker');
  return { ...account, token: await signIn(account.email) };
}

/** Every page of a sorted list, following the cursors (other tests' leads share the partition). */
async function allPages(token: string, query: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page = await json<Page>(
      await call(
        `/api/leads?${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        'GET',
        token,
      ),
    );
    names.push(...page.items.map((item) => item.companyName));
    cursor = page.cursor;
    pages++;
  } while (cursor && pages < 500);
  return names;
}

describe('sorting relation lists by sort items (decision 020)', () => {
  it('sorts leads by Opvolgdatum, Verwachte waarde and Status across pages, and follows edits', async () => {
    const { token } = await staff();
    const owner = await createTestUser('medewerker');
    const leads: Json[] = [
      { companyName: 'Sort Anker', followUpDate: '2026-05-03', expectedValue: 500, status: 'gewonnen' },
      { companyName: 'Sort Boei', followUpDate: '2026-01-15', expectedValue: 12000.5, status: 'nieuw' },
      { companyName: 'Sort Dok', expectedValue: 80, status: 'gekwalificeerd' },
      { companyName: 'Sort Kade', followUpDate: '2026-03-01', status: 'contact_gelegd' },
      { companyName: 'Sort Meeuw', followUpDate: '2026-03-01', expectedValue: 950, status: 'nieuw' },
    ];
    const ids: string[] = [];
    for (const lead of leads) {
      const created = await call('/api/leads', 'POST', token, {
        source: 'website',
        ownerId: owner.user.id,
        ...lead,
      });
      expect(created.status, await created.clone().text()).toBe(201);
      ids.push((await json<{ record: { id: string } }>(created)).record.id);
    }
    const mine = `owner=${owner.user.id}`;
    expect(await allPages(token, `${mine}&sort=followUpDate&order=asc`)).toEqual([
      'Sort Boei',
      'Sort Kade',
      'Sort Meeuw',
      'Sort Anker',
      'Sort Dok',
    ]);
    expect(await allPages(token, `${mine}&sort=expectedValue&order=desc`)).toEqual([
      'Sort Boei',
      'Sort Meeuw',
      'Sort Anker',
      'Sort Dok',
      'Sort Kade',
    ]);
    // The pipeline's order, not the alphabet; then by name.
    expect(await allPages(token, `${mine}&sort=status&order=asc`)).toEqual([
      'Sort Boei',
      'Sort Meeuw',
      'Sort Kade',
      'Sort Dok',
      'Sort Anker',
    ]);
    expect(await allPages(token, `${mine}&status=nieuw&sort=expectedValue&order=asc`)).toEqual([
      'Sort Meeuw',
      'Sort Boei',
    ]);

    // An edit moves the record in the order; a delete takes it out.
    const moved = await call(`/api/leads/${ids[3]}`, 'PUT', token, {
      ...leads[3],
      source: 'website',
      ownerId: owner.user.id,
      followUpDate: '2025-12-01',
      version: 1,
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await call(`/api/leads/${ids[1]}?version=1`, 'DELETE', token)).status).toBe(204);
    expect(await allPages(token, `${mine}&sort=followUpDate&order=asc`)).toEqual([
      'Sort Kade',
      'Sort Meeuw',
      'Sort Anker',
      'Sort Dok',
    ]);
  });

  it('reads one page of sort items and that page of records, never the list', async () => {
    const { token } = await staff();
    await call('/api/customers', 'POST', token, { companyName: 'Sort Telling', status: 'inactief' });
    const { result, metrics } = await measure(async () =>
      call('/api/customers?sort=status&order=desc&limit=3', 'GET', token),
    );
    expect(result.status).toBe(200);
    const page = await json<Page>(result);
    expect(page.items.length).toBeLessThanOrEqual(3);
    expect(typeof page.total).toBe('number');
    expect([...metrics.commands].sort()).toEqual(['BatchGetItem', 'BatchGetItem', 'GetItem', 'Query']);
  });

  it('refuses a sort a list does not have with a Dutch field message', async () => {
    const { token } = await staff();
    const refused = await call('/api/customers?sort=expectedValue', 'GET', token);
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({
      errors: { sort: ['Op deze kolom kan deze lijst niet sorteren.'] },
    });
  });

  it('sums the Verwachte waarde per status for the dashboard, following edits', async () => {
    const { token } = await staff();
    const sumOf = async (status: string) => {
      const body = await json<{ statuses: StatusSum[] }>(
        await call('/api/dashboard/lead-statuses', 'GET', token),
      );
      return body.statuses.find((entry) => entry.status === status)?.value ?? Number.NaN;
    };
    const before = await sumOf('offerte_verstuurd');
    const created = await call('/api/leads', 'POST', token, {
      companyName: 'Sort Som',
      source: 'beurs',
      status: 'offerte_verstuurd',
      expectedValue: 1234.56,
    });
    const { record } = await json<{ record: { id: string } }>(created);
    expect(await sumOf('offerte_verstuurd')).toBeCloseTo(before + 1234.56, 2);
    const updated = await call(`/api/leads/${record.id}`, 'PUT', token, {
      companyName: 'Sort Som',
      source: 'beurs',
      status: 'offerte_verstuurd',
      expectedValue: 1000,
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(await sumOf('offerte_verstuurd')).toBeCloseTo(before + 1000, 2);
  });
});
