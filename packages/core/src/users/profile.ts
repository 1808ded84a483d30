import { hashPassword, verifyPassword } from '../auth/password.ts';
import { updateSessionGeneration } from './sessions.ts';
import { loginPerAccount } from './login.ts';
import { reserve, reset } from '../auth/throttle.ts';
import { normaliseEmail } from '../validation/fields.ts';
import { updateRecord } from '../db/write.ts';
import { ValidationError } from '../errors.ts';
import { afterOwnerRenamed, checkNewPassword, hashed, identityChange } from './account-rules.ts';
import type { UserItem } from './schema.ts';
import type { UpdateProfileInput } from './schemas.ts';

/** The signed-in user's own account: name, e-mail, password, other sessions. */

/** Checks the signed-in user's current password, throttled like a login. */
async function checkCurrentPassword(
  user: UserItem,
  password: string | undefined,
  message: string,
): Promise<void> {
  const attempt = await reserve(loginPerAccount, hashed(normaliseEmail(user.email)));
  if (!password || !user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw new ValidationError({
      currentPassword: [password ? 'Het huidige wachtwoord klopt niet.' : message],
    });
  }
  await reset(attempt);
}

export async function updateProfile(user: UserItem, input: UpdateProfileInput): Promise<UserItem> {
  // A new e-mail address is a new way into the account: it needs the current password.
  if (normaliseEmail(input.email) !== normaliseEmail(user.email)) {
    await checkCurrentPassword(
      user,
      input.currentPassword,
      'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.',
    );
  }
  const updated = await updateRecord<UserItem>({
    current: user,
    expectedVersion: input.version,
    ...identityChange(user, input),
    actor: { id: user.id, name: user.name },
  });
  await afterOwnerRenamed(user, updated);
  return updated;
}

/** Ends every session of the user but the current one. */
export async function logoutOtherSessions(user: UserItem, sessionId: string): Promise<UserItem> {
  const next = user.sessionGeneration + 1;
  return updateRecord<UserItem>({
    current: user,
    expectedVersion: user.version,
    changes: { sessionGeneration: next },
    actor: { id: user.id, name: user.name },
    action: 'logout-everywhere',
    extra: [updateSessionGeneration(sessionId, next)],
  });
}

export async function changePassword(
  user: UserItem,
  sessionId: string,
  input: { currentPassword: string; password: string },
): Promise<void> {
  await checkCurrentPassword(user, input.currentPassword, 'Vul je huidige wachtwoord in.');
  await checkNewPassword(input.password);
  const next = user.sessionGeneration + 1;
  await updateRecord<UserItem>({
    current: user,
    expectedVersion: user.version,
    changes: { passwordHash: await hashPassword(input.password), sessionGeneration: next },
    actor: { id: user.id, name: user.name },
    action: 'password-change',
    extra: [updateSessionGeneration(sessionId, next)],
  });
}
