import { createHash } from 'node:crypto';
import { commonPasswordMessage, isCommonPassword } from '../auth/common-passwords.ts';
import { afterPartyRenamed } from '../contract-parties/renames.ts';
import { keys } from '../db/keys.ts';
import { normaliseEmail } from '../validation/fields.ts';
import { ValidationError } from '../errors.ts';
import { emailTakenMessage } from './repository.ts';
import type { UserItem } from './schema.ts';

/** Rules every way of changing an account shares: admin edit, profile, password links. */
export async function checkNewPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new ValidationError({ password: [commonPasswordMessage] });
}

/**
 * A new name or address (admin edit, profile): the fields, the list's sort key, and the
 * unique-address markers to claim and release when the address changes.
 */
export function identityChange(user: UserItem, input: { name: string; email: string }) {
  const changes = {
    name: input.name,
    email: input.email,
    gsi1sk: `${input.name.toLocaleLowerCase('nl')}#${user.id}`,
  };
  if (normaliseEmail(input.email) === normaliseEmail(user.email)) return { changes };
  return {
    changes,
    claim: [{ key: keys.userEmail(input.email), field: 'email', message: emailTakenMessage }],
    release: [keys.userEmail(user.email)],
  };
}

/**
 * Once a new name is written (admin edit, profile): the contracts the user owns carry it for the
 * list's Eigenaar column and sort, refreshed in the background like a party's (decision 054).
 */
export async function afterOwnerRenamed(before: UserItem, after: UserItem): Promise<void> {
  await afterPartyRenamed('owner', before.id, { before: before.name, after: after.name });
}

/** A throttle subject that does not store the address or IP itself. */
export function hashed(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
