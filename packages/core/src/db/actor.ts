/** Who makes a change: a signed-in user, or the system (jobs, seeding). Kept in every history item. */
export interface Actor {
  id: string;
  name: string;
}

export const systemActor: Actor = { id: 'system', name: 'Systeem' };
