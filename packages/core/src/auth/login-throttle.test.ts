import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../errors.ts';
import { admitLogin, type LoginThrottlePolicy } from './login-throttle.ts';

/** The production policy's shape at small limits, in scopes of its own so tests never meet. */
function policy(overrides: Partial<Record<'pair1' | 'pair2' | 'address' | 'account', number>> = {}) {
  const scope = ulid();
  return {
    pair: [
      { scope: `${scope}-pair`, limit: overrides.pair1 ?? 2, windowSeconds: 600 },
      { scope: `${scope}-pair-long`, limit: overrides.pair2 ?? 3, windowSeconds: 7200 },
    ],
    address: { scope: `${scope}-ip`, limit: overrides.address ?? 100, windowSeconds: 600 },
    account: { scope: `${scope}-account`, limit: overrides.account ?? 100, windowSeconds: 3600 },
    knownAddressSeconds: 86_400,
  } satisfies LoginThrottlePolicy;
}

const email = () => `throttle-${ulid().toLowerCase()}@example.nl`;
// The start of a two-hour window, so both pair windows begin together.
const start = Math.floor(Date.now() / 7_200_000) * 7_200_000;

async function refusal(attempt: Promise<unknown>): Promise<TooManyRequestsError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TooManyRequestsError);
  return error as TooManyRequestsError;
}

describe('login throttling (DynamoDB Local)', () => {
  it('waits longer at each step for one account from one address', async () => {
    const p = policy();
    const input = { email: email(), ip: '203.0.113.10' };
    await admitLogin({ ...input, now: start }, p);
    await admitLogin({ ...input, now: start }, p);
    const first = await refusal(admitLogin({ ...input, now: start }, p));
    expect(first.retryAfterSeconds).toBe(600);
    // The next short window: one more attempt fits, then the long step refuses until its end.
    await admitLogin({ ...input, now: start + 600_000 }, p);
    const second = await refusal(admitLogin({ ...input, now: start + 600_000 }, p));
    expect(second.retryAfterSeconds).toBe(6600);
  });

  it('lets at most the limit of a concurrent burst through, without using up the address for other accounts', async () => {
    const p = policy({ address: 3 });
    const ip = '203.0.113.11';
    const target = email();
    const burst = await Promise.allSettled(
      Array.from({ length: 20 }, () => admitLogin({ email: target, ip }, p)),
    );
    expect(burst.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    // Refused attempts did not count for the address: another account from it still gets in.
    await expect(admitLogin({ email: email(), ip }, p)).resolves.toBeDefined();
  });

  it('stops one address spraying many accounts at its limit', async () => {
    const p = policy({ address: 3 });
    const ip = '203.0.113.12';
    for (let attempt = 0; attempt < 3; attempt++) await admitLogin({ email: email(), ip }, p);
    await refusal(admitLogin({ email: email(), ip }, p));
    // Another address is not affected.
    await expect(admitLogin({ email: email(), ip: '203.0.113.13' }, p)).resolves.toBeDefined();
  });

  it('caps guessing spread over many addresses, but not from an address the owner signed in from', async () => {
    const p = policy({ account: 3 });
    const owner = email();
    const home = '198.51.100.20';
    await (await admitLogin({ email: owner, ip: home }, p)).succeeded();
    for (let n = 1; n <= 3; n++) await admitLogin({ email: owner, ip: `203.0.113.${100 + n}` }, p);
    await refusal(admitLogin({ email: owner, ip: '203.0.113.200' }, p));
    // The owner at home is not locked out by the strangers' failures.
    await expect(admitLogin({ email: owner, ip: home }, p)).resolves.toBeDefined();
  });

  it('starts the pair over after a success', async () => {
    const p = policy({ pair1: 2, pair2: 100 });
    const input = { email: email(), ip: '203.0.113.14' };
    await admitLogin(input, p);
    await (await admitLogin(input, p)).succeeded();
    await admitLogin(input, p);
    await admitLogin(input, p);
    await refusal(admitLogin(input, p));
  });
});
