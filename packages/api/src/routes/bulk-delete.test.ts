import { describe, expect, it } from 'vitest';
import { createTestUser, json, request, signIn } from '../testing.ts';

type Json = Record<string, unknown>;
type Result = { deleted: string[]; failed: { id: string; message: string }[] };
type Record_ = { id: string; version: number };

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function staff(role: 'medewerker' | 'alleen_lezen' | 'beheerder' = 'medewerker') {
  const account = await createTestUser(role);
  return { ...account, token: await signIn(account.email) };
}

async function create(token: string, path: string, body: Json): Promise<Record_> {
  const response = await call(path, 'POST', token, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: Record_ }>(response)).record;
}

const bulkDelete = async (token: string, area: string, items: { id: string; version: number }[]) => {
  const response = await call(`/api/${area}/bulk-delete`, 'POST', token, { items });
  return { status: response.status, body: await json<Result & Json>(response) };
};

describe('bulk delete', () => {
  it('deletes the chosen customers and leaves a changed or missing one, with the reason', async () => {
    const { token } = await staff();
    const stamp = Math.random().toString(36).slice(2, 8);
    const [a, b, changed] = await Promise.all(
      ['A', 'B', 'C'].map((letter) =>
        create(token, '/api/customers', { companyName: `Bulk ${letter} ${stamp}` }),
      ),
    );
    if (!a || !b || !changed) throw new Error('not created');
    const edited = await call(`/api/customers/${changed.id}`, 'PUT', token, {
      companyName: `Bulk C ${stamp} (gewijzigd)`,
      status: 'actief',
      version: changed.version,
    });
    expect(edited.status).toBe(200);

    const { status, body } = await bulkDelete(token, 'customers', [
      { id: a.id, version: a.version },
      { id: changed.id, version: changed.version },
      { id: 'bestaat-niet', version: 1 },
      { id: b.id, version: b.version },
    ]);
    expect(status).toBe(200);
    expect(body.deleted).toEqual([a.id, b.id]);
    expect(body.failed.map((item) => item.id)).toEqual([changed.id, 'bestaat-niet']);
    for (const failure of body.failed) expect(failure.message).toMatch(/[a-z]/);
    expect((await call(`/api/customers/${a.id}`, 'GET', token)).status).toBe(404);
    expect((await call(`/api/customers/${b.id}`, 'GET', token)).status).toBe(404);
    expect((await call(`/api/customers/${changed.id}`, 'GET', token)).status).toBe(200);
    const list = await json<{ items: { id: string }[] }>(
      await call(`/api/customers?search=${stamp}`, 'GET', token),
    );
    expect(list.items.map((item) => item.id)).toEqual([changed.id]);
  });

  it('deletes todos and moves their counters', async () => {
    const { token, user } = await staff();
    const todos = await Promise.all(
      ['Een', 'Twee'].map((title) => create(token, '/api/todos', { title, assigneeId: user.id })),
    );
    expect(await json(await call('/api/todos/summary', 'GET', token))).toMatchObject({ open: 2 });
    const { body } = await bulkDelete(
      token,
      'todos',
      todos.map(({ id, version }) => ({ id, version })),
    );
    expect(body.deleted).toEqual(todos.map((todo) => todo.id));
    expect(await json(await call('/api/todos/summary', 'GET', token))).toMatchObject({ open: 0 });
  });

  it('never deletes the user who asks, and deletes the other users chosen', async () => {
    const admin = await staff('beheerder');
    const other = await createTestUser('medewerker');
    const { body } = await bulkDelete(admin.token, 'users', [
      { id: admin.user.id, version: admin.user.version },
      { id: other.user.id, version: other.user.version },
    ]);
    expect(body.deleted).toEqual([other.user.id]);
    expect(body.failed).toEqual([{ id: admin.user.id, message: 'Je kunt jezelf niet verwijderen.' }]);
  });

  it('checks the delete permission and the input, and changes nothing when refused', async () => {
    const writer = await staff();
    const reader = await staff('alleen_lezen');
    const lead = await create(writer.token, '/api/leads', { companyName: 'Blijft Staan', source: 'beurs' });
    const refused = await bulkDelete(reader.token, 'leads', [{ id: lead.id, version: lead.version }]);
    expect(refused.status).toBe(403);
    expect((await bulkDelete(writer.token, 'users', [{ id: lead.id, version: 1 }])).status).toBe(403);
    expect((await call(`/api/leads/${lead.id}`, 'GET', writer.token)).status).toBe(200);

    const empty = await bulkDelete(writer.token, 'leads', []);
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { items: ['Kies minstens één item om te verwijderen.'] } });
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ id: `id-${i}`, version: 1 }));
    expect((await bulkDelete(writer.token, 'leads', tooMany)).body).toMatchObject({
      errors: { items: ['Verwijder hoogstens 100 items tegelijk.'] },
    });
    const twice = [lead, lead].map(({ id, version }) => ({ id, version }));
    expect((await bulkDelete(writer.token, 'leads', twice)).body).toMatchObject({
      errors: { items: ['Kies elk item één keer.'] },
    });
    expect((await call(`/api/leads/${lead.id}`, 'GET', writer.token)).status).toBe(200);
  });
});
