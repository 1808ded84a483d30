import { createHash } from 'node:crypto';
import { normaliseEmail } from '../db/keys.ts';
import { UnauthorizedError } from '../errors.ts';
import { getUser, findUserIdByEmail } from '../users/repository.ts';
import { issueAccessToken } from './access-token.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { createSession, endSession } from './sessions.ts';
import { release, reserve, reset, type ThrottleRule } from './throttle.ts';

/** Five failed attempts per account per 15 minutes; the sixth gets 429. */
export const loginPerAccount: ThrottleRule = { scope: 'login-account', limit: 5, windowSeconds: 15 * 60 };
/** Per address: generous for an office behind one IP, still stops a spray over many accounts. */
export const loginPerIp: ThrottleRule = { scope: 'login-ip', limit: 50, windowSeconds: 15 * 60 };

export const invalidCredentialsMessage = 'Deze combinatie van e-mailadres en wachtwoord is onbekend.';

/** Subjects are hashed so throttle items never hold an e-mail address in clear. */
function subject(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export async function login(input: {
  email: string;
  password: string;
  ip: string;
}): Promise<{ token: string }> {
  const [account, address] = await Promise.all([
    reserve(loginPerAccount, subject(normaliseEmail(input.email))),
    reserve(loginPerIp, subject(input.ip)),
  ]);

  // The same path for unknown accounts, inactive accounts and wrong passwords.
  const userId = await findUserIdByEmail(input.email);
  const user = userId ? await getUser(userId) : undefined;
  const valid = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid || !user.active) throw new UnauthorizedError(invalidCredentialsMessage);

  await Promise.all([reset(account), release(address)]);
  const session = await createSession(user);
  const token = await issueAccessToken(
    { userId: user.id, sessionId: session.id, role: user.role },
    new Date(session.expiresAt * 1000),
  );
  return { token };
}

export async function logout(sessionId: string): Promise<void> {
  await endSession(sessionId);
}
