import { describe, expect, it } from 'vitest';
import { measure } from '@crm/core/db/metrics';
import { createTestUser, json, request, signIn } from '../testing.ts';

type Groups = { groups: { kind: string; items: { id: string; label: string; detail: string }[] }[] };

describe('GET /api/search', () => {
  it('finds customers by part of the name and by KvK-nummer, grouped by kind, with bounded reads', async () => {
    const { email } = await createTestUser('medewerker');
    const token = await signIn(email);
    const stamp = Date.now().toString().slice(-7);
    const kvk = `9${stamp}`;
    const created = await json<{ record: { id: string; number: string } }>(
      await request('/api/customers', {
        method: 'POST',
        token,
        body: JSON.stringify({ companyName: `Globaal Zoeken ${stamp} BV`, kvkNumber: kvk }),
      }),
    );
    const byName = await json<Groups>(
      await request(`/api/search?q=${encodeURIComponent(`zoek ${stamp}`)}`, { token }),
    );
    expect(byName.groups.map((g) => g.kind)).toEqual(['lead', 'customer', 'supplier']);
    expect(byName.groups.find((g) => g.kind === 'customer')?.items).toEqual([
      {
        kind: 'customer',
        id: created.record.id,
        label: `Globaal Zoeken ${stamp} BV`,
        detail: created.record.number,
      },
    ]);
    const { result, metrics } = await measure(async () => request(`/api/search?q=${kvk}`, { token }));
    const byKvk = await json<Groups>(result);
    expect(byKvk.groups.find((g) => g.kind === 'customer')?.items.map((i) => i.id)).toEqual([
      created.record.id,
    ]);
    expect(metrics.itemsRead).toBeLessThanOrEqual(2 + 3 * 24);
  });

  it('answers every kind an Alleen lezen user may view, empty for a term that is too short', async () => {
    const { email } = await createTestUser('alleen_lezen');
    const token = await signIn(email);
    const answer = await json<Groups>(await request('/api/search?q=a', { token }));
    expect(answer.groups).toEqual([
      { kind: 'lead', items: [] },
      { kind: 'customer', items: [] },
      { kind: 'supplier', items: [] },
    ]);
  });
});
