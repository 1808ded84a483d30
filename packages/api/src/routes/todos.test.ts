import { describe, expect, it } from 'vitest';
import { measure } from '@crm/core/db/metrics';
import { dutchToday } from '@crm/core/nl/date';
import { createTestUser, json, request, signIn } from '../testing.ts';

type Json = Record<string, unknown>;
interface Todo {
  id: string;
  title: string;
  version: number;
  done: boolean;
  deadline?: string;
  doneAt?: string;
  linkKind?: string;
  linkLabel?: string;
}
interface TodoPage {
  items: Todo[];
  cursor: string | null;
  total: number | null;
}

const call = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function staff(role: 'medewerker' | 'alleen_lezen' | 'beheerder' = 'medewerker') {
  const account = await createTestUser(role);
  return { ...account, token: await signIn(account.email) };
}

function day(offset: number): string {
  const date = new Date(`${dutchToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function create(token: string, body: Json): Promise<Todo> {
  const response = await call('/api/todos', 'POST', token, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ record: Todo }>(response)).record;
}

const list = async (token: string, query: string) =>
  json<TodoPage>(await call(`/api/todos?${query}`, 'GET', token));

describe('todos API', () => {
  it('validates with Dutch field messages and changes nothing', async () => {
    const { token, user } = await staff();
    const bad = await call('/api/todos', 'POST', token, {
      title: ' ',
      deadline: '31-12-2026',
      assigneeId: '',
      priority: 'dringend',
    });
    expect(bad.status).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(bad);
    expect(errors.title).toEqual(['Vul een titel in.']);
    expect(errors.deadline).toEqual(['Vul een geldige datum in.']);
    expect(errors.assigneeId).toEqual(['Kies aan wie de todo is toegewezen.']);
    expect(errors.priority).toEqual(['Kies een prioriteit.']);

    const unknownUser = await call('/api/todos', 'POST', token, { title: 'Bellen', assigneeId: 'nobody' });
    expect(await json(unknownUser)).toMatchObject({
      errors: { assigneeId: ['Kies een bestaande, actieve gebruiker.'] },
    });
    const unknownLink = await call('/api/todos', 'POST', token, {
      title: 'Bellen',
      assigneeId: user.id,
      link: { kind: 'customer', id: '01NOPE' },
    });
    expect(await json(unknownLink)).toMatchObject({
      errors: { link: ['Het gekoppelde record bestaat niet (meer).'] },
    });
    const badRange = await call(`/api/todos?from=${day(5)}&to=${day(1)}`, 'GET', token);
    expect(await json(badRange)).toMatchObject({ errors: { to: ['De einddatum ligt voor de begindatum.'] } });
    expect(await list(token, `assignee=${user.id}&status=all`)).toMatchObject({ items: [], total: 0 });
    const noVersion = await call('/api/todos/01ONBEKEND', 'DELETE', token);
    expect(noVersion.status).toBe(422);
    expect(await json(noVersion)).toMatchObject({
      errors: { version: ['De versie van het item ontbreekt. Laad de pagina opnieuw.'] },
    });
  });

  it('lists open before done, overdue first, then by deadline, with totals from counters', async () => {
    const { token, user } = await staff();
    const later = await create(token, { title: 'Later', deadline: day(10), assigneeId: user.id });
    const none = await create(token, { title: 'Zonder deadline', assigneeId: user.id });
    const overdue = await create(token, { title: 'Te laat', deadline: day(-3), assigneeId: user.id });
    const today = await create(token, { title: 'Vandaag', deadline: day(0), assigneeId: user.id });
    const done = await create(token, {
      title: 'Al klaar',
      deadline: day(-20),
      assigneeId: user.id,
      done: true,
    });
    expect(done.doneAt).toBeTruthy();

    const open = await list(token, `assignee=${user.id}`);
    expect(open.items.map((todo) => todo.title)).toEqual(['Te laat', 'Vandaag', 'Later', 'Zonder deadline']);
    expect(open.total).toBe(4);
    const all = await list(token, 'assignee=me&status=all');
    expect(all.items.map((todo) => todo.id)).toEqual([overdue.id, today.id, later.id, none.id, done.id]);
    expect(all.total).toBe(5);
    expect((await list(token, 'assignee=me&status=done')).items.map((todo) => todo.id)).toEqual([done.id]);

    // A deadline range leaves out todos without a deadline; its total is not known from counters.
    const ranged = await list(token, `assignee=me&status=all&from=${day(-5)}&to=${day(0)}`);
    expect(ranged.items.map((todo) => todo.id)).toEqual([overdue.id, today.id]);
    expect(ranged.total).toBeNull();
    const openRange = await list(token, `assignee=me&from=${day(0)}`);
    expect(openRange.items.map((todo) => todo.id)).toEqual([today.id, later.id]);

    // Paging with cursors walks the same order.
    const first = await list(token, 'assignee=me&status=all&limit=2');
    const second = await list(token, `assignee=me&status=all&limit=2&cursor=${first.cursor ?? ''}`);
    expect([...first.items, ...second.items].map((todo) => todo.id)).toEqual(
      all.items.slice(0, 4).map((t) => t.id),
    );

    expect(await json(await call('/api/todos/summary', 'GET', token))).toEqual({ open: 4, overdue: 1 });
  });

  it('a deadline range over open and done reads each range from its key, however many todos lie outside', async () => {
    const { token, user } = await staff();
    for (let i = 0; i < 6; i += 1)
      await create(token, { title: `Later ${i}`, deadline: day(30), assigneeId: user.id });
    const open = await create(token, { title: 'Open in bereik', deadline: day(-1), assigneeId: user.id });
    const done = await create(token, {
      title: 'Klaar in bereik',
      deadline: day(-2),
      assigneeId: user.id,
      done: true,
    });
    const range = `assignee=me&status=all&from=${day(-5)}&to=${day(0)}`;

    // Both arrive on the first page, although six open todos sort between them.
    const first = await list(token, `${range}&limit=2`);
    expect(first.items.map((todo) => todo.id)).toEqual([open.id, done.id]);

    // One a page: the open range, then the done range, then the end.
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TodoPage = await list(token, `${range}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((todo) => todo.id));
      cursor = page.cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual([open.id, done.id]);

    // A cursor moved to the other range is refused.
    const second = await list(token, `${range}&limit=1`);
    expect(second.cursor?.startsWith('o.')).toBe(true);
    const moved = `d.${second.cursor?.slice(2) ?? ''}`;
    expect((await call(`/api/todos?${range}&limit=1&cursor=${moved}`, 'GET', token)).status).toBe(400);
  });

  it('ticks off in place, reassigns and moves the counters with it', async () => {
    const a = await staff();
    const b = await staff();
    const todo = await create(a.token, { title: 'Offerte sturen', deadline: day(-1), assigneeId: a.user.id });
    expect(await json(await call('/api/todos/summary', 'GET', a.token))).toEqual({ open: 1, overdue: 1 });

    const ticked = await json<{ record: Todo }>(
      await call(`/api/todos/${todo.id}/done`, 'PUT', b.token, { done: true, version: todo.version }),
    );
    expect(ticked.record).toMatchObject({ done: true, version: 2 });
    // Idempotent: ticking again at the current version changes nothing.
    const again = await json<{ record: Todo }>(
      await call(`/api/todos/${todo.id}/done`, 'PUT', a.token, { done: true, version: 2 }),
    );
    expect(again.record.version).toBe(2);
    expect(await json(await call('/api/todos/summary', 'GET', a.token))).toEqual({ open: 0, overdue: 0 });

    const reopened = await json<{ record: Todo }>(
      await call(`/api/todos/${todo.id}/done`, 'PUT', a.token, { done: false, version: 2 }),
    );
    expect(reopened.record).not.toHaveProperty('doneAt');
    const moved = await call(`/api/todos/${todo.id}`, 'PUT', a.token, {
      title: 'Offerte sturen',
      deadline: day(-1),
      assigneeId: b.user.id,
      version: reopened.record.version,
    });
    expect(moved.status).toBe(200);
    expect(await json(await call('/api/todos/summary', 'GET', a.token))).toEqual({ open: 0, overdue: 0 });
    expect(await json(await call('/api/todos/summary', 'GET', b.token))).toEqual({ open: 1, overdue: 1 });
    expect((await list(b.token, 'assignee=me')).items.map((t) => t.id)).toEqual([todo.id]);
    expect((await list(a.token, 'assignee=me')).items).toEqual([]);
  });

  it('ticks off only at the version the client saw: a tick that lost a race is a 409 and changes nothing', async () => {
    const { token, user } = await staff();
    const todo = await create(token, { title: 'Bellen', assigneeId: user.id });
    const missing = await call(`/api/todos/${todo.id}/done`, 'PUT', token, { done: true });
    expect(missing.status).toBe(422);
    expect(Object.keys((await json<{ errors: Json }>(missing)).errors)).toEqual(['version']);

    const renamed = await call(`/api/todos/${todo.id}`, 'PUT', token, {
      title: 'Bellen over de offerte',
      assigneeId: user.id,
      version: todo.version,
    });
    expect(renamed.status).toBe(200);
    const stale = await call(`/api/todos/${todo.id}/done`, 'PUT', token, {
      done: true,
      version: todo.version,
    });
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toMatch(/gewijzigd/);
    const current = (await json<{ record: Todo }>(await call(`/api/todos/${todo.id}`, 'GET', token))).record;
    expect(current).toMatchObject({ done: false, version: 2, title: 'Bellen over de offerte' });
  });

  it('refuses a stale edit with 409 and a stale delete, and keeps the first save', async () => {
    const { token, user } = await staff();
    const todo = await create(token, { title: 'Origineel', assigneeId: user.id });
    const first = await call(`/api/todos/${todo.id}`, 'PUT', token, {
      title: 'Eerste',
      assigneeId: user.id,
      version: 1,
    });
    expect(first.status).toBe(200);
    const stale = await call(`/api/todos/${todo.id}`, 'PUT', token, {
      title: 'Tweede',
      assigneeId: user.id,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await call(`/api/todos/${todo.id}?version=1`, 'DELETE', token)).status).toBe(409);
    const stored = await json<{ record: Todo }>(await call(`/api/todos/${todo.id}`, 'GET', token));
    expect(stored.record).toMatchObject({ title: 'Eerste', version: 2 });

    expect((await call(`/api/todos/${todo.id}?version=2`, 'DELETE', token)).status).toBe(204);
    expect((await call(`/api/todos/${todo.id}`, 'GET', token)).status).toBe(404);
    expect(await list(token, 'assignee=me&status=all')).toMatchObject({ items: [], total: 0 });
  });

  it('links todos to a record and lists them on it; unlinking takes them off', async () => {
    const { token, user } = await staff();
    const customer = await json<{ record: { id: string } }>(
      await call('/api/customers', 'POST', token, { companyName: 'Drukkerij Todo' }),
    );
    const link = { kind: 'customer', id: customer.record.id };
    const todo = await create(token, { title: 'Contract nabellen', assigneeId: user.id, link });
    expect(todo.linkLabel).toBe('Drukkerij Todo');
    await create(token, { title: 'Los', assigneeId: user.id });

    const onRecord = await list(token, `linkKind=customer&linkId=${customer.record.id}&status=all`);
    expect(onRecord.items.map((t) => t.id)).toEqual([todo.id]);
    expect(onRecord.total).toBe(1);
    const unlinked = await call(`/api/todos/${todo.id}`, 'PUT', token, {
      title: 'Contract nabellen',
      assigneeId: user.id,
      link: null,
      version: todo.version,
    });
    expect(await json(unlinked)).toMatchObject({ record: { title: 'Contract nabellen' } });
    expect(await list(token, `linkKind=customer&linkId=${customer.record.id}&status=all`)).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('moves a lead’s todos to the customer it becomes', async () => {
    const { token, user } = await staff();
    const lead = await json<{ record: { id: string } }>(
      await call('/api/leads', 'POST', token, { companyName: 'Omzet Todo BV', source: 'beurs' }),
    );
    const link = { kind: 'lead', id: lead.record.id };
    const open = await create(token, { title: 'Offerte sturen', assigneeId: user.id, link });
    const done = await create(token, { title: 'Kennismaken', assigneeId: user.id, link, done: true });
    const converted = await call(`/api/leads/${lead.record.id}/convert`, 'POST', token, { version: 1 });
    expect(converted.status).toBe(201);
    const { record: customer } = await json<{ record: { id: string } }>(converted);

    const onCustomer = await list(token, `linkKind=customer&linkId=${customer.id}&status=all`);
    expect(onCustomer.items.map((todo) => todo.id)).toEqual([open.id, done.id]);
    expect(onCustomer.total).toBe(2);
    expect(onCustomer.items[0]).toMatchObject({ linkKind: 'customer', linkLabel: 'Omzet Todo BV' });
    expect(await list(token, `linkKind=lead&linkId=${lead.record.id}&status=all`)).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('checks permissions on the server', async () => {
    const reader = await staff('alleen_lezen');
    const writer = await staff();
    const todo = await create(writer.token, { title: 'Alleen bekijken', assigneeId: reader.user.id });
    expect((await call('/api/todos?assignee=me', 'GET', reader.token)).status).toBe(200);
    expect(
      (await call('/api/todos', 'POST', reader.token, { title: 'Nee', assigneeId: reader.user.id })).status,
    ).toBe(403);
    expect(
      (await call(`/api/todos/${todo.id}/done`, 'PUT', reader.token, { done: true, version: 1 })).status,
    ).toBe(403);
    const edit = { title: 'Anders', assigneeId: reader.user.id, version: 1 };
    expect((await call(`/api/todos/${todo.id}`, 'PUT', reader.token, edit)).status).toBe(403);
    expect((await call(`/api/todos/${todo.id}?version=1`, 'DELETE', reader.token)).status).toBe(403);
    expect((await request('/api/todos')).status).toBe(401);
  });

  it('serves a list page and the summary with one index read beside the session check', async () => {
    const { token, user } = await staff();
    await create(token, { title: 'Meten', assigneeId: user.id });
    const { result, metrics } = await measure(async () => call('/api/todos?assignee=me', 'GET', token));
    expect(result.status).toBe(200);
    expect([...metrics.commands].sort()).toEqual(['BatchGetItem', 'GetItem', 'Query']);
    const summary = await measure(async () => call('/api/todos/summary', 'GET', token));
    expect([...summary.metrics.commands].sort()).toEqual(['BatchGetItem', 'GetItem', 'Query']);
  });
});
