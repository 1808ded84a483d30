import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A table of this file's own: the connection item is one per installation.
await vi.hoisted(async () => {
  const { useOwnTable } = await import('../../../packages/api/src/testing-table.ts');
  useOwnTable('exact-tokens');
});

const { startExactFake } = await import('@crm/local/exact-fake/index');
const { dynamo, tableName } = await import('@crm/core/db/client');
const { ensureTable } = await import('@crm/core/db/create-table');
const { keys } = await import('@crm/core/db/keys');
const { readOutbox } = await import('@crm/core/mail/send');
const { callExact } = await import('@crm/core/exact/client');
const { authorizeUrl, completeConnect, connectionStatus, chooseDivision, listDivisions, disconnect } =
  await import('@crm/core/exact/connection');
const { readConnection } = await import('@crm/core/exact/connection-item');
const { ExactError } = await import('@crm/core/exact/http');
const { ExactReconnectNeededError } = await import('@crm/core/exact/tokens');
const { LinkError } = await import('@crm/core/links/link-error');
const { createTestUser } = await import('../../../packages/api/src/testing.ts');
const { consentAt, freshStart, settingsFor, testClock } = await import('./support.ts');

const fake = await startExactFake();
let clock = testClock(fake);
let settings = await settingsFor(fake, clock);
const user = { id: 'user-exact-tokens', name: 'Bea Beheerder' };

const tokenCalls = () => fake.calls().filter((call) => call.path === '/api/oauth2/token');
const apiCalls = () => fake.calls().filter((call) => call.path.startsWith('/api/v1/'));

async function connect(as = user) {
  const url = await authorizeUrl(settings, as);
  const { code, state } = await consentAt(url);
  await completeConnect(settings, { code, state, user: as });
}

const me = () => callExact(settings, { path: 'current/Me', query: { $select: 'CurrentDivision' } });
const divisions = () =>
  callExact(settings, { division: 1001, path: 'system/Divisions', query: { $select: 'Code' } });

beforeAll(async () => {
  expect(tableName()).toMatch(/^exact-tokens-/);
  await ensureTable();
});
afterAll(() => fake.close());
beforeEach(async () => {
  ({ clock, settings } = await freshStart(fake));
});

describe('connecting', () => {
  it('connects through the consent page and lists the divisions; the chosen one is stored, not CurrentDivision', async () => {
    await connect();
    const divisions = await listDivisions(settings);
    expect(divisions.map((division) => division.code).sort()).toEqual([1001, 1002]);
    await chooseDivision(settings, 1001);
    const status = await connectionStatus(settings);
    expect(status).toMatchObject({
      state: 'verbonden',
      division: { code: 1001 },
      connectedBy: 'Bea Beheerder',
    });
    // CurrentDivision of the fake's user is 1002.
    expect(fake.data().users[0]?.currentDivision).toBe(1002);
  });

  it('uses a code once and within 3 minutes', async () => {
    const url = await authorizeUrl(settings, user);
    const { code, state } = await consentAt(url);
    await completeConnect(settings, { code, state, user });
    // The same code again, with a new state: Exact refuses it.
    const again = await authorizeUrl(settings, user);
    const secondState = new URL(again).searchParams.get('state') ?? '';
    await expect(completeConnect(settings, { code, state: secondState, user })).rejects.toMatchObject({
      exactStatus: 400,
    });
    // A code older than 3 minutes.
    const late = await consentAt(await authorizeUrl(settings, user));
    clock.advance(181_000);
    await expect(completeConnect(settings, { ...late, user })).rejects.toBeInstanceOf(ExactError);
  });

  it('takes a state once, and only from the user it was made for', async () => {
    const url = await authorizeUrl(settings, user);
    const { code, state } = await consentAt(url);
    await expect(
      completeConnect(settings, { code, state, user: { id: 'someone-else', name: 'X' } }),
    ).rejects.toBeInstanceOf(LinkError);
    await completeConnect(settings, { code, state, user });
    await expect(completeConnect(settings, { code, state, user })).rejects.toMatchObject({ problem: 'used' });
  });

  it('keeps the tokens encrypted: the raw item holds no token text', async () => {
    await connect();
    const output = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.exactConnection() }));
    const raw = JSON.stringify(output.Item);
    const tokens = [...Object.keys(fake.data().accessTokens), ...Object.keys(fake.data().refreshTokens)];
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) {
      expect(raw).not.toContain(token);
      expect(raw).not.toContain(token.split('!')[1]);
    }
    expect(raw).not.toContain(fake.clientSecret);
    expect(JSON.stringify(await connectionStatus(settings))).not.toMatch(/AAEA|Gcp7|XTzM/);
  });

  it('forgets the tokens on disconnect', async () => {
    await connect();
    await disconnect();
    expect(await readConnection()).toBeUndefined();
    expect((await connectionStatus(settings)).state).toBe('niet verbonden');
  });
});

describe('the token chain', () => {
  it('never sends a refresh inside 570 s', async () => {
    await connect();
    clock.advance(569_000);
    await me();
    expect(tokenCalls()).toHaveLength(1);
    clock.advance(2_000);
    await me();
    expect(tokenCalls()).toHaveLength(2);
    expect(tokenCalls().every((call) => call.status === 200)).toBe(true);
  });

  it('refreshes once for two callers at once, and both get a valid token', async () => {
    await connect();
    clock.advance(580_000);
    // Two processes' worth of callers: both go around the in-process queue by calling the token
    // chain directly, as two Lambdas would.
    const { accessToken } = await import('@crm/core/exact/tokens');
    const [first, second] = await Promise.all([accessToken(settings), accessToken(settings)]);
    expect(first.token).toBe(second.token);
    expect(tokenCalls()).toHaveLength(2);
    expect(tokenCalls().every((call) => call.status === 200)).toBe(true);
    expect(fake.data().accessTokens[first.token]).toBeDefined();
  });

  it('refreshes once on a 401 and stops when the retry fails too: no loop', async () => {
    await connect();
    clock.advance(540_000);
    fake.fault('401', 5);
    await expect(divisions()).rejects.toMatchObject({ exactStatus: 401 });
    // One exchange of the code, one refresh (after waiting out the 570 s), two API calls.
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls()).toHaveLength(2);
  });

  it('after a lost refresh answer, the stored token is tried once, then the Beheerders are told to reconnect', async () => {
    const admin = await createTestUser('beheerder');
    await connect();
    clock.advance(580_000);
    fake.fault('token-lost', 1);
    await expect(me()).rejects.toMatchObject({ exactStatus: 0 });
    await expect(me()).rejects.toBeInstanceOf(ExactReconnectNeededError);
    await expect(me()).rejects.toBeInstanceOf(ExactReconnectNeededError);
    // Lost answer, "Old refresh token used.", then no more token calls.
    expect(tokenCalls().map((call) => call.status)).toEqual([200, 200, 401]);
    const status = await connectionStatus(settings);
    expect(status.state).toBe('opnieuw verbinden nodig');
    expect(status.lostReason).toMatch(/Old refresh token used/);
    const mails = (await readOutbox()).filter((mail) => mail.to === admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Exact Online: opnieuw verbinden nodig');
    // Connecting again restores it.
    await connect();
    await expect(me()).resolves.toMatchObject({ status: 200 });
  });

  it('a token endpoint that is down leaves the chain as it was', async () => {
    await connect();
    clock.advance(580_000);
    fake.fault('token-down', 1);
    await expect(me()).rejects.toMatchObject({ exactStatus: 503 });
    await expect(me()).resolves.toMatchObject({ status: 200 });
    expect((await connectionStatus(settings)).state).toBe('verbonden');
  });
});
