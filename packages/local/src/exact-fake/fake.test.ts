import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startExactFake, type ExactFake } from './index.ts';
import { fakeLogin } from './store.ts';

// The fake on its own, over HTTP as any client reaches it: what spec/exact-online.md section 6 lists.
const fake = await startExactFake();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const redirectUri = 'http://localhost:3000/exact/callback';

async function code(of: ExactFake = fake): Promise<string> {
  const carry = { client_id: of.clientId, redirect_uri: redirectUri, state: 's' };
  const consent = await fetch(`${of.url}/api/oauth2/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ ...carry, username: fakeLogin.email, password: fakeLogin.password }),
  });
  const user = /name="user" value="([^"]+)"/.exec(await consent.text())?.[1] ?? '';
  const back = await fetch(`${of.url}/api/oauth2/auth/consent`, {
    method: 'POST',
    body: new URLSearchParams({ ...carry, user, answer: 'allow' }),
    redirect: 'manual',
  });
  return new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

const tokenCall = (form: Record<string, string>, of: ExactFake = fake) =>
  fetch(`${of.url}/api/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: of.clientId, client_secret: of.clientSecret, ...form }),
  });

async function tokens(of: ExactFake = fake) {
  const response = await tokenCall(
    { grant_type: 'authorization_code', code: await code(of), redirect_uri: redirectUri },
    of,
  );
  return (await response.json()) as { access_token: string; refresh_token: string; expires_in: unknown };
}

async function api(path: string, init: RequestInit & { token: string }, of: ExactFake = fake) {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  return fetch(`${of.url}/api/v1/${path}`, { ...init, headers });
}

async function seedAccounts(count: number, division = 1001) {
  for (let i = 0; i < count; i += 1)
    await fetch(`${fake.url}/__fake/accounts`, {
      method: 'POST',
      body: JSON.stringify({ division, Name: `Relatie ${i}`, Status: 'C', ChamberOfCommerce: `K${i % 3}` }),
    });
}

describe('OAuth', () => {
  it('gives a code once, tokens of 600 s with expires_in as a string', async () => {
    const first = await code();
    expect(first).toContain('!');
    const exchange = () =>
      tokenCall({ grant_type: 'authorization_code', code: first, redirect_uri: redirectUri });
    const ok = await exchange();
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body.expires_in).toBe('600');
    expect(body.token_type).toBe('bearer');
    expect((await exchange()).status).toBe(400);
  });

  it('refuses a code after 3 minutes', async () => {
    const late = await code();
    fake.setClockOffset(181_000);
    expect(
      (await tokenCall({ grant_type: 'authorization_code', code: late, redirect_uri: redirectUri })).status,
    ).toBe(400);
  });

  it('refuses a refresh within 570 s, rotates refresh tokens and refuses an old one', async () => {
    const first = await tokens();
    const early = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(early.status).toBe(400);
    expect(early.headers.get('reason')).toMatch(/^TooEarlyToRefreshTokens/);
    expect(await early.json()).toMatchObject({ error: 'access_denied' });
    fake.setClockOffset(570_000);
    const second = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.status).toBe(200);
    const rotated = (await second.json()) as { refresh_token: string };
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    const old = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(old.status).toBe(401);
    expect(await old.text()).toContain('Old refresh token used.');
  });

  it('answers an expired bearer with 401 and "access token expired"', async () => {
    const { access_token } = await tokens();
    fake.setClockOffset(600_000);
    const response = await api('current/Me', { token: access_token });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('access token expired');
  });
});

describe('the REST API', () => {
  it('answers current/Me in d.results, needs Accept: application/json', async () => {
    const { access_token } = await tokens();
    const me = await api('current/Me?$select=CurrentDivision', { token: access_token });
    expect(
      ((await me.json()) as { d: { results: { CurrentDivision: number }[] } }).d.results[0]?.CurrentDivision,
    ).toBe(1002);
    expect(
      (await api('current/Me', { token: access_token, headers: { Accept: 'application/xml' } })).status,
    ).toBe(406);
  });

  it('requires a filter on crm/Accounts from the allowed fields, in Exact’s error body', async () => {
    const { access_token } = await tokens();
    const none = await api('1001/crm/Accounts', { token: access_token });
    expect(none.status).toBe(400);
    const body = (await none.json()) as { error: { code: string; message: { value: string } } };
    expect(body.error.code).toBe('');
    expect(body.error.message.value).toContain('mandatory filtering');
    expect((await api(`1001/crm/Accounts?$filter=Website eq 'x'`, { token: access_token })).status).toBe(400);
    expect((await api(`1001/crm/Accounts?$filter=Name eq 'x'`, { token: access_token })).status).toBe(200);
  });

  it('pads Code to 18 and assigns it; Prefer gives the whole entity; PUT and DELETE answer 204', async () => {
    const { access_token } = await tokens();
    const bare = await api('1001/crm/Accounts', {
      method: 'POST',
      token: access_token,
      body: JSON.stringify({ Name: 'Kaal B.V.' }),
    });
    expect(bare.status).toBe(201);
    const bareBody = (await bare.json()) as { d: Record<string, unknown> };
    expect(bareBody.d.Name).toBeNull();
    const full = await api('1001/crm/Accounts', {
      method: 'POST',
      token: access_token,
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ Name: 'Vol B.V.', Status: 'C', Country: 'nl' }),
    });
    const account = ((await full.json()) as { d: Record<string, unknown> }).d;
    expect(account).toMatchObject({
      Name: 'Vol B.V.',
      Code: '                 2',
      Country: 'NL ',
      IsSales: true,
    });
    expect(account.Timestamp).toMatch(/^\d+$/);
    expect(String(account.Created)).toMatch(/^\/Date\(\d+\)\/$/);
    const unpadded = await api(`1001/crm/Accounts?$filter=Code eq '2'`, { token: access_token });
    expect(((await unpadded.json()) as { d: { results: unknown[] } }).d.results).toHaveLength(0);
    const padded = await api(`1001/crm/Accounts?$filter=Code eq '${'2'.padStart(18)}'`, {
      token: access_token,
    });
    expect(((await padded.json()) as { d: { results: unknown[] } }).d.results).toHaveLength(1);
    const id = String(account.ID);
    const put = await api(`1001/crm/Accounts(guid'${id}')`, {
      method: 'PUT',
      token: access_token,
      body: JSON.stringify({ City: 'Utrecht' }),
    });
    expect(put.status).toBe(204);
    expect(await put.text()).toBe('');
    const del = await api(`1001/crm/Accounts(guid'${id}')`, { method: 'DELETE', token: access_token });
    expect(del.status).toBe(204);
    const gone = await api(`1001/crm/Accounts(guid'${id}')`, { token: access_token });
    expect(gone.status).toBe(404);
  });

  it('keeps Modified on bank accounts, filters it with ge, and lets the page change an IBAN', async () => {
    const { access_token } = await tokens();
    const made = await fetch(`${fake.url}/__fake/accounts`, {
      method: 'POST',
      body: JSON.stringify({ Name: 'Bank B.V.' }),
    });
    const account = (await made.json()) as { ID: string };
    const post = await api('1001/crm/BankAccounts', {
      method: 'POST',
      token: access_token,
      body: JSON.stringify({ Account: account.ID, BankAccount: 'NL91ABNA0417164300', Main: true }),
    });
    const bankId = String(((await post.json()) as { d: { ID: string } }).d.ID);
    const modifiedOf = () => String(fake.data().bankAccounts[0]?.Modified);
    const created = modifiedOf();
    expect(created).toMatch(/^\/Date\(\d+\)\/$/);
    // Modified is Amsterdam's wall clock encoded as UTC; a filter names it without a zone.
    const at = (value: string) => new Date(Number(/\d+/.exec(value)?.[0])).toISOString().slice(0, 19);
    const since = (moment: string) =>
      api(`1001/crm/BankAccounts?$filter=Modified ge datetime'${moment}'&$select=ID,BankAccount`, {
        token: access_token,
      }).then(async (answer) => ((await answer.json()) as { d: { results: unknown[] } }).d.results);
    expect(await since(at(created))).toHaveLength(1);

    fake.setClockOffset(60_000);
    const page = await fetch(`${fake.url}/__fake/`);
    expect(await page.text()).toContain(`action="/__fake/bank-accounts/${bankId}/edit"`);
    const edited = await fetch(`${fake.url}/__fake/bank-accounts/${bankId}/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ BankAccount: 'NL20INGB0001234567' }),
      redirect: 'manual',
    });
    expect(edited.status).toBe(303);
    expect(fake.data().bankAccounts[0]).toMatchObject({ BankAccount: 'NL20INGB0001234567' });
    expect(modifiedOf()).not.toBe(created);
    expect(await since(at(modifiedOf()))).toEqual([
      expect.objectContaining({ ID: bankId, BankAccount: 'NL20INGB0001234567' }),
    ]);
    const later = new Date(Number(/\d+/.exec(modifiedOf())?.[0]) + 1000).toISOString().slice(0, 19);
    expect(await since(later)).toHaveLength(0);
  });

  it('pages CRUD lists by 60 and sync by 1,000, with __next carrying $skiptoken', async () => {
    await seedAccounts(61);
    const { access_token } = await tokens();
    const first = (await (
      await api(`1001/crm/Accounts?$filter=Status eq 'C'&$select=ID,Name`, { token: access_token })
    ).json()) as {
      d: { results: Record<string, unknown>[]; __next?: string };
    };
    expect(first.d.results).toHaveLength(60);
    expect(Object.keys(first.d.results[0] ?? {}).sort()).toEqual(['ID', 'Name', '__metadata']);
    expect(first.d.__next).toContain('$skiptoken=guid');
    const next = (await (
      await fetch(first.d.__next ?? '', {
        headers: { Accept: 'application/json', Authorization: `Bearer ${access_token}` },
      })
    ).json()) as {
      d: { results: unknown[]; __next?: string };
    };
    expect(next.d.results).toHaveLength(1);
    expect(next.d.__next).toBeUndefined();
    const sync = (await (
      await api('1001/sync/CRM/Accounts?$filter=Timestamp gt 1L&$select=ID,Timestamp', {
        token: access_token,
      })
    ).json()) as {
      d: { results: { Timestamp: string }[]; __next?: string };
    };
    expect(sync.d.results).toHaveLength(61);
    expect(sync.d.__next).toBeUndefined();
    const stamps = sync.d.results.map((row) => Number(row.Timestamp));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it('takes only `Timestamp gt NL` on sync endpoints and logs deletes in sync/Deleted', async () => {
    await seedAccounts(1);
    const { access_token } = await tokens();
    expect(
      (await api(`1001/sync/CRM/Accounts?$filter=Name eq 'x'&$select=ID`, { token: access_token })).status,
    ).toBe(400);
    expect(
      (await api(`1001/sync/CRM/Accounts?$filter=Timestamp gt 1&$select=ID`, { token: access_token })).status,
    ).toBe(400);
    const id = fake.data().accounts[0]?.ID ?? '';
    await api(`1001/crm/Accounts(guid'${id}')`, { method: 'DELETE', token: access_token });
    const deleted = (await (
      await api('1001/sync/Deleted?$filter=Timestamp gt 1L&$select=EntityKey,EntityType', {
        token: access_token,
      })
    ).json()) as {
      d: { results: { EntityKey: string; EntityType: number }[] };
    };
    expect(deleted.d.results).toEqual([expect.objectContaining({ EntityKey: id, EntityType: 2 })]);
  });
});

describe('limits', () => {
  it('sends the six headers with epoch-ms resets, and a 429 with only the tripped limit’s', async () => {
    const { access_token } = await tokens();
    const ok = await api('1001/system/Divisions', { token: access_token });
    for (const name of [
      'Limit',
      'Remaining',
      'Reset',
      'Minutely-Limit',
      'Minutely-Remaining',
      'Minutely-Reset',
    ])
      expect(ok.headers.get(`X-RateLimit-${name}`)).toMatch(/^\d+$/);
    expect(Number(ok.headers.get('X-RateLimit-Minutely-Reset')) % 60_000).toBe(0);
    expect(ok.headers.get('X-RateLimit-Minutely-Remaining')).toBe('59');
    await fetch(`${fake.url}/__fake/usage`, {
      method: 'POST',
      body: JSON.stringify({ division: 1001, minute: 60 }),
    });
    const minutely = await api('1001/system/Divisions', { token: access_token });
    expect(minutely.status).toBe(429);
    expect(await minutely.text()).toBe('');
    expect(minutely.headers.get('X-RateLimit-Minutely-Remaining')).toBe('0');
    expect(minutely.headers.has('X-RateLimit-Remaining')).toBe(false);
    await fetch(`${fake.url}/__fake/usage`, {
      method: 'POST',
      body: JSON.stringify({ division: 1001, daily: 5000 }),
    });
    const daily = await api('1001/system/Divisions', { token: access_token });
    expect(daily.status).toBe(429);
    expect(daily.headers.get('X-RateLimit-Remaining')).toBe('0');
    expect(daily.headers.has('X-RateLimit-Minutely-Remaining')).toBe(false);
  });

  it('counts 60 calls a minute: the 61st is refused until the next minute', async () => {
    const { access_token } = await tokens();
    fake.setClockOffset(60_000 - (Date.now() % 60_000) + 1_000);
    for (let i = 0; i < 60; i += 1)
      expect((await api('1001/system/Divisions', { token: access_token })).status).toBe(200);
    expect((await api('1001/system/Divisions', { token: access_token })).status).toBe(429);
    fake.setClockOffset(60_000 - (Date.now() % 60_000) + 61_000);
    expect((await api('1001/system/Divisions', { token: access_token })).status).toBe(200);
  });
});

describe('the error limit', () => {
  it('blocks an endpoint for the hour after 10 errors, and only that endpoint', async () => {
    const { access_token } = await tokens();
    const missing = `1001/crm/Accounts(guid'00000000-0000-0000-0000-000000000000')`;
    for (let i = 0; i < 10; i += 1) expect((await api(missing, { token: access_token })).status).toBe(404);
    const blocked = await api(`1001/crm/Accounts?$filter=Name eq 'x'`, { token: access_token });
    expect(blocked.status).toBe(403);
    expect(await blocked.text()).toContain('geblokkeerd');
    expect((await api('1001/system/Divisions', { token: access_token })).status).toBe(200);
    fake.setClockOffset(3_600_000);
    const { access_token: later } = await tokens();
    expect((await api(`1001/crm/Accounts?$filter=Name eq 'x'`, { token: later })).status).toBe(200);
  });
});

describe('faults and data', () => {
  it('accepts a create and loses its answer', async () => {
    const { access_token } = await tokens();
    fake.fault('lost-create');
    await expect(
      api('1001/crm/Accounts', {
        method: 'POST',
        token: access_token,
        body: JSON.stringify({ Name: 'Verloren' }),
      }),
    ).rejects.toThrow();
    expect(fake.data().accounts.map((account) => account.Name)).toEqual(['Verloren']);
  });

  it('keeps its data in DATA_DIR across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'exact-fake-'));
    try {
      const first = await startExactFake({ dataDir: dir });
      const made = await fetch(`${first.url}/__fake/accounts`, {
        method: 'POST',
        body: JSON.stringify({ Name: 'Blijvend B.V.' }),
      });
      const { ID } = (await made.json()) as { ID: string };
      const bank = await fetch(`${first.url}/__fake/bank-accounts`, {
        method: 'POST',
        body: JSON.stringify({ Account: ID, BankAccount: 'NL91ABNA0417164300', Main: true }),
      });
      const { ID: bankId } = (await bank.json()) as { ID: string };
      await fetch(`${first.url}/__fake/bank-accounts/${bankId}`, {
        method: 'PUT',
        body: JSON.stringify({ BankAccount: 'NL20INGB0001234567' }),
      });
      const { clientId } = first;
      await first.close();
      const second = await startExactFake({ dataDir: dir });
      expect(second.clientId).toBe(clientId);
      expect(second.data().accounts.map((account) => account.Name)).toEqual(['Blijvend B.V.']);
      expect(second.data().bankAccounts[0]).toMatchObject({
        BankAccount: 'NL20INGB0001234567',
        Modified: expect.stringMatching(/^\/Date\(\d+\)\/$/),
      });
      const page = await (await fetch(`${second.url}/__fake/`)).text();
      expect(page).toContain('Blijvend B.V.');
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
