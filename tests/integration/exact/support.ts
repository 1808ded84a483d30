import type { ExactClock, ExactSettings } from '@crm/core/exact/config';
import type { ExactFake } from '@crm/local/exact-fake/index';
import { fakeLogin } from '@crm/local/exact-fake/store';

/**
 * Test support for the Exact client against the fake. The clock is shared: `sleep` and `advance`
 * move the client's clock and the fake's together, so 570 s, 600 s or a minute's reset cost no
 * real time and nothing asserts on the wall clock.
 */
export interface TestClock extends ExactClock {
  advance(ms: number): void;
}

export function testClock(fake: ExactFake): TestClock {
  let offset = 0;
  const advance = (ms: number) => {
    offset += ms;
    fake.setClockOffset(offset);
  };
  return {
    now: () => Date.now() + offset,
    sleep: async (ms) => advance(ms),
    advance,
  };
}

export async function settingsFor(fake: ExactFake, clock: ExactClock): Promise<ExactSettings> {
  const { exactSettings } = await import('@crm/core/exact/config');
  return exactSettings({
    baseUrl: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    redirectUri: 'http://localhost:3000/exact/callback',
    clock,
    timeoutMs: 5_000,
  });
}

const hiddenValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))) ?? '';

/** What the Beheerder's browser does on the fake's pages: log in, allow; answers code and state. */
export async function consentAt(authorizeUrl: string): Promise<{ code: string; state: string }> {
  const url = new URL(authorizeUrl);
  const page = await fetch(url);
  if (page.status !== 200) throw new Error(`authorize page: ${page.status}`);
  const carry = {
    client_id: url.searchParams.get('client_id') ?? '',
    redirect_uri: url.searchParams.get('redirect_uri') ?? '',
    state: url.searchParams.get('state') ?? '',
  };
  const consent = await fetch(new URL('/api/oauth2/auth/login', url), {
    method: 'POST',
    body: new URLSearchParams({ ...carry, username: fakeLogin.email, password: fakeLogin.password }),
  });
  const user = hiddenValue(await consent.text(), 'user');
  const back = await fetch(new URL('/api/oauth2/auth/consent', url), {
    method: 'POST',
    body: new URLSearchParams({ ...carry, user, answer: 'allow' }),
    redirect: 'manual',
  });
  const location = new URL(back.headers.get('location') ?? '');
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}

/**
 * Before each test: a clean fake, a new shared clock, settings for both, and no connection (the
 * file's own table holds the one connection item).
 */
export async function freshStart(fake: ExactFake): Promise<{ clock: TestClock; settings: ExactSettings }> {
  fake.reset();
  const clock = testClock(fake);
  const settings = await settingsFor(fake, clock);
  const { disconnect } = await import('@crm/core/exact/connection');
  await disconnect();
  return { clock, settings };
}

/**
 * `freshStart`, then connected through the consent page with `division` chosen; `forget` (the
 * division's limits, cursor, lease) is deleted first, so a test starts as on a new division.
 */
export async function connectedStart(
  fake: ExactFake,
  user: { id: string; name: string },
  division: number,
  forget: { pk: string; sk: string }[],
): Promise<{ clock: TestClock; settings: ExactSettings }> {
  const start = await freshStart(fake);
  const { authorizeUrl, completeConnect, chooseDivision } = await import('@crm/core/exact/connection');
  const { dynamo, tableName } = await import('@crm/core/db/client');
  const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { code, state } = await consentAt(await authorizeUrl(start.settings, user));
  await completeConnect(start.settings, { code, state, user });
  for (const key of forget) await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: key }));
  await chooseDivision(start.settings, division);
  return start;
}
