import { ulid } from 'ulid';
import type { Role } from '@crm/core/auth/permissions';
import { hashPassword } from '@crm/core/auth/password';
import { systemActor } from '@crm/core/db/actor';
import { readOutbox } from '@crm/core/mail/send';
import { createUser } from '@crm/core/users/repository';
import { app } from './app.ts';

/** Test support: real users in DynamoDB Local and real requests through the app, in-process. */
export const testPassword = 'Testwachtwoord-voor-de-suite';
let passwordHash: Promise<string> | undefined;

/**
 * The suites' users share one password, hashed at scrypt's N = 2^10 rather than 2^17: sign-in reads
 * the cost from the stored hash, so each `signIn` verifies in milliseconds instead of most of a
 * second. Passwords set through the API (set, reset, change) still get the full cost.
 */
const TEST_LOG_N = 10;

export async function createTestUser(role: Role = 'medewerker') {
  passwordHash ??= hashPassword(testPassword, TEST_LOG_N);
  const email = `${role}-${ulid().toLowerCase()}@example.nl`;
  const user = await createUser(
    { name: `Test ${role}`, email, role, passwordHash: await passwordHash },
    systemActor,
  );
  return { user, email, password: testPassword };
}

export function request(path: string, init: RequestInit & { token?: string; ip?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  return app.request(
    path,
    { ...init, headers },
    { incoming: { socket: { remoteAddress: init.ip ?? '192.0.2.1' } } },
  );
}

export async function signIn(email: string, password = testPassword, ip?: string): Promise<string> {
  const response = await request('/api/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
    ip,
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** The newest message in the local outbox sent to this address, and its first link's token. */
export async function lastMailTo(email: string) {
  const messages = (await readOutbox()).filter((message) => message.to === email);
  const message = messages.at(-1);
  if (!message) throw new Error(`no mail to ${email}`);
  const token = message.links[0]?.split('/').at(-1) ?? '';
  return { message, token, count: messages.length };
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
