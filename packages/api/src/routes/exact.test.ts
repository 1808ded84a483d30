import { beforeAll, describe, expect, it, vi } from 'vitest';

// A table of this file's own: the connection item is one per installation.
await vi.hoisted(async () => {
  const { useOwnTable } = await import('../testing-table.ts');
  useOwnTable('exact-routes');
});

const { tableName } = await import('@crm/core/db/client');
const { ensureTable } = await import('@crm/core/db/create-table');
const { consentAt: consent } = await import('../../../../tests/integration/exact/support.ts');
const { createTestUser, json, request, signIn } = await import('../testing.ts');
const { claimRun, finishRun } = await import('@crm/core/exact/run-log');
const { jobsIdle } = await import('@crm/core/jobs/dispatch');

// The fake the test services started (packages/local/src/stack.ts) is the app's Exact here.
const exactUrl = process.env.EXACT_BASE_URL ?? '';
const clientSecret =
  (JSON.parse(process.env.SST_RESOURCE_ExactClientSecret ?? '{}') as { value?: string }).value ?? '';

const send = (path: string, token: string, method = 'GET', body?: unknown) =>
  request(`/api/exact${path}`, {
    method,
    token,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let admin = '';
const answers: string[] = [];
async function read<T = Record<string, unknown>>(response: Response): Promise<T> {
  const text = await response.clone().text();
  answers.push(text);
  return json<T>(response);
}

beforeAll(async () => {
  expect(tableName()).toMatch(/^exact-routes-/);
  await ensureTable();
  admin = await signIn((await createTestUser('beheerder')).email);
});

describe('/api/exact', () => {
  it('connects, lists the administrations, stores the chosen one and disconnects', async () => {
    expect((await read(await send('', admin))).status).toEqual({ state: 'niet verbonden' });
    const { url } = await read<{ url: string }>(await send('/connect', admin, 'POST'));
    expect(url.startsWith(`${exactUrl}/api/oauth2/auth?`)).toBe(true);
    const callback = await send('/callback', admin, 'POST', await consent(url));
    expect(callback.status).toBe(200);
    expect((await read<{ status: { state: string } }>(callback)).status.state).toBe('verbonden');
    const { divisions } = await read<{ divisions: { code: number; name: string }[] }>(
      await send('/divisions', admin),
    );
    expect(divisions.map((division) => division.code).sort()).toEqual([1001, 1002]);
    const chosen = await read<{ status: { division: { code: number } } }>(
      await send('/division', admin, 'PUT', { division: 1001 }),
    );
    expect(chosen.status.division.code).toBe(1001);
    const status = await read<{ status: { callsLeft: { today: number } } }>(await send('', admin));
    expect(status.status.callsLeft.today).toBeLessThan(5000);
    expect((await send('/division', admin, 'PUT', { division: 999 })).status).toBe(404);
    expect((await read(await send('/connection', admin, 'DELETE'))).status).toEqual({
      state: 'niet verbonden',
    });
  });

  it('takes a state only from the Beheerder who asked for it, once', async () => {
    const { url } = await read<{ url: string }>(await send('/connect', admin, 'POST'));
    const answer = await consent(url);
    const other = await signIn((await createTestUser('beheerder')).email);
    expect((await send('/callback', other, 'POST', answer)).status).toBe(410);
    expect((await send('/callback', admin, 'POST', answer)).status).toBe(200);
    expect((await send('/callback', admin, 'POST', answer)).status).toBe(410);
    await send('/connection', admin, 'DELETE');
  });

  it('runs a sync on demand, refuses a second while one holds the lease, and logs each run', async () => {
    expect((await send('/runs', admin, 'POST')).status).toBe(409);
    const { url } = await read<{ url: string }>(await send('/connect', admin, 'POST'));
    await send('/callback', admin, 'POST', await consent(url));
    await send('/division', admin, 'PUT', { division: 1001 });

    const started = await send('/runs', admin, 'POST');
    expect(started.status).toBe(202);
    const { run } = await read<{ run: { runId: string; trigger: string } }>(started);
    expect(run.trigger).toBe('handmatig');
    await jobsIdle();
    const { runs } = await read<{ runs: { runId: string; stop: string; finishedAt: string }[] }>(
      await send('/runs', admin),
    );
    expect(runs[0]).toMatchObject({ runId: run.runId, stop: 'klaar' });
    const { status } = await read<{ status: { runs: { lastRun: { runId: string } } } }>(
      await send('', admin),
    );
    expect(status.runs.lastRun.runId).toBe(run.runId);

    // Another run holds the lease: a Dutch 409, and no second run is logged.
    const held = await claimRun(1001, 'schema');
    const refused = await send('/runs', admin, 'POST');
    expect(refused.status).toBe(409);
    expect((await read<{ message: string }>(refused)).message).toMatch(/loopt al een synchronisatie/);
    await finishRun(held);
    await send('/connection', admin, 'DELETE');
  });

  it('answers no token and no client secret', () => {
    expect(answers.length).toBeGreaterThan(5);
    for (const text of answers) {
      expect(text).not.toContain(clientSecret);
      expect(text).not.toMatch(/AAEA!|Gcp7!|access_token|refresh_token/);
    }
  });

  it('refuses every route to a user without users.showAdmin', async () => {
    const staff = await signIn((await createTestUser('medewerker')).email);
    for (const [path, method] of [
      ['', 'GET'],
      ['/connect', 'POST'],
      ['/divisions', 'GET'],
      ['/connection', 'DELETE'],
    ] as const)
      expect((await send(path, staff, method)).status).toBe(403);
    expect((await send('/division', staff, 'PUT', { division: 1001 })).status).toBe(403);
    expect((await send('/callback', staff, 'POST', { code: 'c', state: 's' })).status).toBe(403);
  });
});
