import { hashPassword } from '../auth/password.ts';
import { systemActor } from '../db/actor.ts';
import { createUser, findUserIdByEmail } from './repository.ts';

/**
 * Creates the first Beheerder when no user has this e-mail address. Used by the local stack
 * (`SEED_ADMIN_EMAIL` / `SEED_ADMIN_PASSWORD`); never by an AWS stage.
 */
export async function ensureAdmin(input: {
  email: string;
  password: string;
  name: string;
}): Promise<{ created: boolean }> {
  if (await findUserIdByEmail(input.email)) return { created: false };
  await createUser(
    {
      name: input.name,
      email: input.email,
      role: 'beheerder',
      passwordHash: await hashPassword(input.password),
    },
    systemActor,
  );
  return { created: true };
}
