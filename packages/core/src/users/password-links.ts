import { hashPassword } from '../auth/password.ts';
import { reserve, type ThrottleRule } from '../auth/throttle.ts';
import { normaliseEmail } from '../validation/fields.ts';
import { updateRecord } from '../db/write.ts';
import { ConflictError } from '../errors.ts';
import type { ClaimedLink } from '../links/link-claim.ts';
import { LinkError } from '../links/link-error.ts';
import { consumeLink, issueLink, type LinkItem, type LinkPurpose } from '../links/link-token.ts';
import { deliver } from '../mail/deliver.ts';
import { sendMail } from '../mail/send.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { checkNewPassword, hashed } from './account-rules.ts';
import { findUserIdByEmail, getUser } from './repository.ts';
import type { UserItem } from './schema.ts';

/** Password links: the invitation's first password, "wachtwoord vergeten" and its reset. */
export const passwordPurposes = ['password-set', 'password-reset'] as const satisfies LinkPurpose[];
export type PasswordPurpose = (typeof passwordPurposes)[number];

export const RESET_SECONDS = 60 * 60;
export const forgotPerAccount: ThrottleRule = { scope: 'forgot-account', limit: 3, windowSeconds: 15 * 60 };
export const forgotPerIp: ThrottleRule = { scope: 'forgot-ip', limit: 20, windowSeconds: 15 * 60 };
/** Every forgot-password answer takes at least this long, so delivery time tells nothing. */
export const FORGOT_MIN_MS = 750;

/** Whose account a verified password link is for; a link that no longer fits the account is void. */
export async function accountOfPasswordLink(link: LinkItem): Promise<UserItem> {
  const user = await getUser(link.subject);
  if (!user || !user.active) throw new LinkError('invalid');
  // A link sent to an address the account no longer has is void.
  if (link.binding !== undefined && link.binding !== normaliseEmail(user.email)) {
    throw new LinkError('invalid');
  }
  if (link.purpose === 'password-set' && user.passwordHash !== null) throw new LinkError('used');
  return user;
}

/**
 * Sets the password with a link this request has claimed, so the hash below is computed once per
 * link, not once per concurrent request. A reset ends every session of the user; neither signs in.
 */
export async function setPasswordWithLink(link: ClaimedLink, password: string): Promise<void> {
  await checkNewPassword(password);
  const user = await accountOfPasswordLink(link);
  const passwordHash = await hashPassword(password);
  try {
    await updateRecord<UserItem>({
      current: user,
      expectedVersion: user.version,
      changes: { passwordHash, sessionGeneration: user.sessionGeneration + 1 },
      actor: { id: user.id, name: user.name },
      action: link.purpose === 'password-set' ? 'password-set' : 'password-reset',
      extra: [consumeLink(link)],
    });
  } catch (error) {
    // The account changed, or the claim lapsed and another request used the link meanwhile.
    if (error instanceof ConflictError) throw new LinkError('used');
    throw error;
  }
}

/**
 * Forgot password: the same answer, and the same path, whether or not the address is known; only
 * whether the message is delivered differs.
 */
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
