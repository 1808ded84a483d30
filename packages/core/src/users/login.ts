import { normaliseEmail } from '../validation/fields.ts';
import { UnauthorizedError } from '../errors.ts';
import { getUser, findUserIdByEmail } from './repository.ts';
import { issueAccessToken } from '../auth/access-token.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { createSession, endSession } from './sessions.ts';
import { admitLogin, loginThrottlePolicy, type LoginThrottlePolicy } from '../auth/login-throttle.ts';
import type { ThrottleRule } from '../auth/throttle.ts';

/**
 * Checking the current password of a signed-in user (a new e-mail address): five failures per
 * account per 15 minutes. Sign-in itself is throttled by `loginThrottlePolicy` (decision 016).
 */
export const loginPerAccount: ThrottleRule = { scope: 'login-account', limit: 5, windowSeconds: 15 * 60 };

export const invalidCredentialsMessage = 'Deze combinatie van e-mailadres en wachtwoord is onbekend.';

export async function login(
  input: { email: string; password: string; ip: string },
  policy: LoginThrottlePolicy = loginThrottlePolicy,
): Promise<{ token: string }> {
  const admission = await admitLogin({ email: normaliseEmail(input.email), ip: input.ip }, policy);

  // The same path for unknown accounts, inactive accounts and wrong passwords.
  const userId = await findUserIdByEmail(input.email);
  const user = userId ? await getUser(userId) : undefined;
  const valid = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid || !user.active) throw new UnauthorizedError(invalidCredentialsMessage);

  await admission.succeeded();
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
