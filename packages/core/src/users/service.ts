import { createHash } from 'node:crypto';
import { commonPasswordMessage, isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { updateSessionGeneration } from '../auth/sessions.ts';
import { loginPerAccount } from '../auth/login.ts';
import { reserve, reset, type ThrottleRule } from '../auth/throttle.ts';
import { keys, normaliseEmail } from '../db/keys.ts';
import { type Actor } from '../db/actor.ts';
import { type TransactItem } from '../db/transaction.ts';
import { deleteRecord, updateRecord } from '../db/write.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { consumeLink, issueLink, LinkError, verifyLink, type LinkPurpose } from '../links/link-token.ts';
import { log } from '../log.ts';
import { invitationMail, passwordResetMail } from '../mail/templates.ts';
import { sendMail } from '../mail/send.ts';
import {
  activeAdminChange,
  allUsers,
  createUser,
  emailTakenMessage,
  findUserIdByEmail,
  getUser,
  isActiveAdmin,
} from './repository.ts';
import type { UserItem } from './schema.ts';
import type { CreateUserInput, ListUsersQuery, UpdateProfileInput, UpdateUserInput } from './schemas.ts';

export const INVITATION_SECONDS = 72 * 60 * 60;
export const RESET_SECONDS = 60 * 60;
export const lastAdminMessage = 'Er moet minstens één actieve beheerder overblijven.';

export const forgotPerAccount: ThrottleRule = { scope: 'forgot-account', limit: 3, windowSeconds: 15 * 60 };
export const forgotPerIp: ThrottleRule = { scope: 'forgot-ip', limit: 20, windowSeconds: 15 * 60 };

export async function requireUser(id: string): Promise<UserItem> {
  const user = await getUser(id);
  if (!user) throw new NotFoundError('Deze gebruiker bestaat niet (meer).');
  return user;
}

export async function listUsers(query: ListUsersQuery): Promise<UserItem[]> {
  const needle = query.search?.toLocaleLowerCase('nl');
  const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
  const filtered = (await allUsers()).filter(
    (user) =>
      (!needle ||
        user.name.toLocaleLowerCase('nl').includes(needle) ||
        user.email.toLocaleLowerCase('nl').includes(needle)) &&
      (!query.role || user.role === query.role) &&
      (!query.active || user.active === (query.active === 'true')),
  );
  const direction = query.order === 'desc' ? -1 : 1;
  return filtered.sort((a, b) => direction * collator.compare(String(a[query.sort]), String(b[query.sort])));
}

/** Sends a message; a failure is logged and reported to the caller, never thrown away silently. */
async function deliver(send: () => Promise<unknown>, context: Record<string, unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    log('error', 'mail not sent', {
      ...context,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

async function sendInvitation(user: UserItem, actor: Actor): Promise<boolean> {
  const { token } = await issueLink({
    purpose: 'password-set',
    subject: user.id,
    ttlSeconds: INVITATION_SECONDS,
    singleUse: true,
    binding: normaliseEmail(user.email),
  });
  return deliver(
    () => sendMail(invitationMail({ to: user.email, name: user.name, token, invitedBy: actor.name })),
    {
      kind: 'invitation',
      userId: user.id,
    },
  );
}

export async function inviteUser(input: CreateUserInput, actor: Actor) {
  const user = await createUser({ ...input, passwordHash: null }, actor);
  const mailSent = await sendInvitation(user, actor);
  return { user, mailSent };
}

export async function resendInvitation(id: string, actor: Actor) {
  const user = await requireUser(id);
  if (user.passwordHash !== null) {
    throw new ValidationError({ _: ['Deze gebruiker heeft al een wachtwoord ingesteld.'] });
  }
  return { mailSent: await sendInvitation(user, actor) };
}

function emailChange(user: UserItem, email: string) {
  if (normaliseEmail(email) === normaliseEmail(user.email)) return {};
  return {
    claim: [{ key: keys.userEmail(email), field: 'email', message: emailTakenMessage }],
    release: [keys.userEmail(user.email)],
  };
}

function adminGuard(before: UserItem, after: Pick<UserItem, 'role' | 'active'>) {
  const item = activeAdminChange(isActiveAdmin(before), isActiveAdmin(after));
  if (!item) return [];
  return [{ item, error: new ValidationError({ role: [lastAdminMessage] }, lastAdminMessage) }];
}

export async function updateUser(id: string, input: UpdateUserInput, actor: Actor): Promise<UserItem> {
  const user = await requireUser(id);
  if (user.id === actor.id && !input.active) {
    throw new ValidationError({ active: ['Je kunt jezelf niet deactiveren.'] });
  }
  // A new role or deactivation takes effect at once: the user's sessions end.
  const endSessions = user.role !== input.role || user.active !== input.active;
  return updateRecord<UserItem>({
    current: user,
    expectedVersion: input.version,
    changes: {
      name: input.name,
      email: input.email,
      role: input.role,
      active: input.active,
      gsi1sk: `${input.name.toLocaleLowerCase('nl')}#${user.id}`,
      ...(endSessions ? { sessionGeneration: user.sessionGeneration + 1 } : {}),
    },
    actor,
    ...emailChange(user, input.email),
    guards: adminGuard(user, input),
  });
}

export async function deleteUser(id: string, version: number, actor: Actor): Promise<void> {
  const user = await requireUser(id);
  if (user.id === actor.id) throw new ForbiddenError('Je kunt jezelf niet verwijderen.');
  await deleteRecord({
    current: user,
    expectedVersion: version,
    actor,
    release: [keys.userEmail(user.email)],
    guards: adminGuard(user, { role: user.role, active: false }).map((guard) => ({
      ...guard,
      error: new ValidationError({ _: [lastAdminMessage] }, lastAdminMessage),
    })),
  });
}

export function checkNewPassword(password: string): void {
  if (isCommonPassword(password)) throw new ValidationError({ password: [commonPasswordMessage] });
}

export const linkProblemMessages: Record<LinkError['problem'], string> = {
  invalid: 'Deze link is ongeldig. Controleer of je de volledige link uit de e-mail hebt gebruikt.',
  expired: 'Deze link is verlopen.',
  used: 'Deze link is al gebruikt.',
  revoked: 'Deze link is ingetrokken.',
};

/** Checks a password link before the form is shown; answers whose account it is for. */
export async function checkPasswordLink(
  token: string,
  purpose: Extract<LinkPurpose, 'password-set' | 'password-reset'>,
) {
  const link = await verifyLink(token, purpose);
  const user = await getUser(link.subject);
  if (!user || !user.active) throw new LinkError('invalid');
  // A link sent to an address the account no longer has is void.
  if (link.binding !== undefined && link.binding !== normaliseEmail(user.email))
    throw new LinkError('invalid');
  if (purpose === 'password-set' && user.passwordHash !== null) throw new LinkError('used');
  return { link, user };
}

async function setPasswordWithLink(
  token: string,
  purpose: 'password-set' | 'password-reset',
  password: string,
): Promise<void> {
  checkNewPassword(password);
  const { link, user } = await checkPasswordLink(token, purpose);
  const passwordHash = await hashPassword(password);
  try {
    await updateRecord<UserItem>({
      current: user,
      expectedVersion: user.version,
      // A reset ends every session of the user; it does not sign in by itself.
      changes: { passwordHash, sessionGeneration: user.sessionGeneration + 1 },
      actor: { id: user.id, name: user.name },
      action: purpose === 'password-set' ? 'password-set' : 'password-reset',
      extra: [consumeLink(link) satisfies TransactItem],
    });
  } catch (error) {
    // The link was used (or the account changed) between the check and the write.
    if (error instanceof ConflictError) throw new LinkError('used');
    throw error;
  }
}

export const setInitialPassword = (token: string, password: string) =>
  setPasswordWithLink(token, 'password-set', password);
export const resetPassword = (token: string, password: string) =>
  setPasswordWithLink(token, 'password-reset', password);

function hashed(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * Forgot password: the same answer, and the same path, whether or not the address is known; only
 * whether the message is delivered differs.
 */
/** Every forgot-password answer takes at least this long, so delivery time tells nothing. */
export const FORGOT_MIN_MS = 750;

export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  const started = Date.now();
  await Promise.all([
    reserve(forgotPerAccount, hashed(normaliseEmail(email))),
    reserve(forgotPerIp, hashed(ip)),
  ]);
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  const known = user !== undefined && user.active;
  const { token } = await issueLink({
    purpose: 'password-reset',
    subject: known ? user.id : `unknown:${hashed(normaliseEmail(email))}`,
    ttlSeconds: RESET_SECONDS,
    singleUse: true,
    binding: normaliseEmail(email),
  });
  const message = passwordResetMail({ to: known ? user.email : email, name: known ? user.name : '', token });
  if (known) await deliver(() => sendMail(message), { kind: 'password-reset', userId: user.id });
  const left = FORGOT_MIN_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

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
  return updateRecord<UserItem>({
    current: user,
    expectedVersion: input.version,
    changes: {
      name: input.name,
      email: input.email,
      gsi1sk: `${input.name.toLocaleLowerCase('nl')}#${user.id}`,
    },
    actor: { id: user.id, name: user.name },
    ...emailChange(user, input.email),
  });
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
  checkNewPassword(input.password);
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
