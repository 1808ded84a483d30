import type { Context } from 'hono';
import type { Actor } from '@crm/core/db/write';
import type { AuthVariables } from './auth.ts';

/** The signed-in user as the actor recorded in history. */
export function actorOf(c: Context<{ Variables: AuthVariables }>): Actor {
  const user = c.get('user');
  return { id: user.id, name: user.name };
}
