import { ValidationError } from '../errors.ts';
import { getUser } from './repository.ts';

/** An owner or account manager must be an existing, active user. */
export async function checkOwner(ownerId: string | undefined, field = 'ownerId'): Promise<void> {
  if (!ownerId) return;
  const user = await getUser(ownerId);
  if (!user || !user.active)
    throw new ValidationError({ [field]: ['Kies een bestaande, actieve gebruiker.'] });
}
