import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// A table of this file's own (hoisted above the imports, which read it once): the active-Beheerder
// counter is shared by every user in a table, so the test sets it without meeting other files'
// Beheerders.
await vi.hoisted(async () => {
  const { useOwnTable } = await import('../testing-table.ts');
  useOwnTable('last-beheerder');
});

const { dynamo, tableName } = await import('@crm/core/db/client');
const { ensureTable } = await import('@crm/core/db/create-table');
const { keys } = await import('@crm/core/db/keys');
const { ACTIVE_ADMINS, allUsers } = await import('@crm/core/users/repository');
const { createTestUser, json, request, signIn } = await import('../testing.ts');

const send = (path: string, method: string, token: string, body?: unknown) =>
  request(path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });

async function adminToken() {
  const admin = await createTestUser('beheerder');
  return { ...admin, token: await signIn(admin.email) };
}

beforeAll(async () => {
  expect(tableName()).toMatch(/^last-beheerder-/);
  await ensureTable();
});

describe('the last active Beheerder', () => {
  it('keeps the last active Beheerder: no demotion, deactivation or deletion', async () => {
    const admin = await adminToken();
    const other = await createTestUser('beheerder');
    // Pretend `other` is the only active Beheerder left.
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.counter(ACTIVE_ADMINS), type: 'counter', value: 1 },
      }),
    );
    const demote = await send(`/api/users/${other.user.id}`, 'PUT', admin.token, {
      name: other.user.name,
      email: other.email,
      role: 'medewerker',
      active: true,
      version: 1,
    });
    expect(demote.status).toBe(422);
    expect(await json(demote)).toMatchObject({
      message: 'Er moet minstens één actieve beheerder overblijven.',
    });
    expect((await send(`/api/users/${other.user.id}?version=1`, 'DELETE', admin.token)).status).toBe(422);

    // The counter as it really is (this table holds only this test's users).
    const active = (await allUsers()).filter((u) => u.role === 'beheerder' && u.active).length;
    expect(active).toBe(2);
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.counter(ACTIVE_ADMINS), type: 'counter', value: active },
      }),
    );
    // With more Beheerders counted, deletion works and the e-mail address is free again.
    expect((await send(`/api/users/${other.user.id}?version=1`, 'DELETE', admin.token)).status).toBe(204);
    expect((await send(`/api/users/${other.user.id}`, 'GET', admin.token)).status).toBe(404);
    const again = await send('/api/users', 'POST', admin.token, {
      name: 'Terug',
      email: other.email,
      role: 'medewerker',
    });
    expect(again.status).toBe(201);
  });
});
