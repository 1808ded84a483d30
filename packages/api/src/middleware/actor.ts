import type { Context } from 'hono';
import type { Actor } from '@crm/core/db/actor';
import type { AuthVariables } from './auth.ts';

/** The signed-in user as the actor recorded in history. */
export async function actorOf<V extends AuthVariables>(c: Context<{ Variables: V }>): Promise<Actor> {
  const user = await c.get('currentUser')();
  return { id: user.id, name: user.name };
}
