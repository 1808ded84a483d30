import { keys } from '../db/keys.ts';
import { normaliseEmail } from '../validation/fields.ts';
import type { Actor } from '../db/actor.ts';
import { deleteRecord, updateRecord } from '../db/write.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { issueLink } from '../links/link-token.ts';
import { deliver, MailNotSentError } from '../mail/deliver.ts';
import { sendMail } from '../mail/send.ts';
import { invitationMail } from '../mail/templates.ts';
import { afterOwnerRenamed, identityChange } from './account-rules.ts';
import { activeAdminChange, allUsers, createUser, getUser, isActiveAdmin } from './repository.ts';
import type { UserItem } from './schema.ts';
import type { CreateUserInput, ListUsersQuery, UpdateUserInput } from './schemas.ts';

/** The users admin (`users.showAdmin`): list, invite, edit, delete. */
export const INVITATION_SECONDS = 72 * 60 * 60;
export const lastAdminMessage = 'Er moet minstens één actieve beheerder overblijven.';
export const invitationFailedMessage =
  'De uitnodiging kon niet worden verstuurd. Probeer het later opnieuw met "Uitnodiging opnieuw versturen".';

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
    { kind: 'invitation', userId: user.id },
  );
}

/** The user exists even when the mail fails: the caller shows a warning, not an error. */
export async function inviteUser(input: CreateUserInput, actor: Actor) {
  const user = await createUser({ ...input, passwordHash: null }, actor);
  const mailSent = await sendInvitation(user, actor);
  return { user, mailSent };
}

/** Sending again is the whole point of this call: a failed mail is its error (502). */
export async function resendInvitation(id: string, actor: Actor): Promise<void> {
  const user = await requireUser(id);
  if (user.passwordHash !== null) {
    throw new ValidationError({ _: ['Deze gebruiker heeft al een wachtwoord ingesteld.'] });
  }
  if (!(await sendInvitation(user, actor))) throw new MailNotSentError(invitationFailedMessage);
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
  const identity = identityChange(user, input);
  const updated = await updateRecord<UserItem>({
    current: user,
    expectedVersion: input.version,
    ...identity,
    changes: {
      ...identity.changes,
      role: input.role,
      active: input.active,
      ...(endSessions ? { sessionGeneration: user.sessionGeneration + 1 } : {}),
    },
    actor,
    guards: adminGuard(user, input),
  });
  await afterOwnerRenamed(user, updated);
  return updated;
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
