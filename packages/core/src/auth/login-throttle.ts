import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { release, reserve, reset, type Reservation, type ThrottleRule } from './throttle.ts';

/**
 * How sign-in attempts are throttled (decision 016). Guessing is slowed where it happens, on one
 * account from one address, with a delay that grows in steps; an address spraying many accounts is
 * stopped; and an account-wide ceiling catches guessing spread over many addresses, but does not
 * apply to an address that signed in to that account before, so a stranger's failures never lock
 * the owner out of their own device.
 */
export interface LoginThrottlePolicy {
  /** One account from one address; each step waits longer. The first step is checked before all else. */
  pair: readonly ThrottleRule[];
  /** One address over all accounts (an office behind one address still fits). */
  address: ThrottleRule;
  /** One account over all addresses it has not signed in from before. */
  account: ThrottleRule;
  /** How long an address that signed in stays known to the account. */
  knownAddressSeconds: number;
}

const minute = 60;
const hour = 60 * minute;

export const loginThrottlePolicy: LoginThrottlePolicy = {
  pair: [
    { scope: 'login-pair', limit: 5, windowSeconds: 15 * minute },
    { scope: 'login-pair-2h', limit: 10, windowSeconds: 2 * hour },
    { scope: 'login-pair-24h', limit: 20, windowSeconds: 24 * hour },
  ],
  address: { scope: 'login-ip', limit: 50, windowSeconds: 15 * minute },
  account: { scope: 'login-account-all', limit: 30, windowSeconds: hour },
  knownAddressSeconds: 90 * 24 * hour,
};

/** Subjects are hashed so throttle items never hold an e-mail address or an IP in clear. */
export function throttleSubject(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

const knownKey = (account: string, address: string) =>
  keys.throttle('login-known', throttleSubject(account, address), 0);

async function isKnownAddress(account: string, address: string, now: number): Promise<boolean> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: knownKey(account, address), ConsistentRead: true }),
  );
  return output.Item !== undefined && Number(output.Item.expiresAt) * 1000 > now;
}

export interface LoginAdmission {
  /** The password was right: the pair starts over, the other counters get their slot back. */
  succeeded(): Promise<void>;
}

/**
 * Counts one attempt before the password is checked, so parallel guesses cannot slip past a limit;
 * throws 429 when a rule refuses. The pair's first step is counted alone and first: an attempt it
 * refuses counts nowhere else, so a burst at one account does not use up its address's allowance
 * for other accounts. The other counters and the known-address read then go together (one round
 * trip), and the account-wide ceiling last, only for an address the account does not know.
 */
export async function admitLogin(
  input: { email: string; ip: string; now?: number },
  policy: LoginThrottlePolicy = loginThrottlePolicy,
): Promise<LoginAdmission> {
  const now = input.now ?? Date.now();
  const account = throttleSubject(input.email);
  const pair = throttleSubject(input.email, input.ip);
  const [first, ...later] = policy.pair;
  const reserved: Reservation[] = first ? [await reserve(first, pair, now)] : [];
  const [address, known, longer] = await Promise.all([
    reserve(policy.address, throttleSubject(input.ip), now),
    isKnownAddress(account, input.ip, now),
    Promise.all(later.map((rule) => reserve(rule, pair, now))),
  ]);
  reserved.push(...longer);
  const accountWide = known ? undefined : await reserve(policy.account, account, now);
  return {
    async succeeded() {
      await Promise.all([
        ...reserved.map((reservation) => reset(reservation)),
        release(address),
        accountWide ? release(accountWide) : undefined,
        dynamo.send(
          new PutCommand({
            TableName: tableName(),
            Item: {
              ...knownKey(account, input.ip),
              type: 'throttle',
              expiresAt: Math.ceil(now / 1000) + policy.knownAddressSeconds,
            },
          }),
        ),
      ]);
    },
  };
}
