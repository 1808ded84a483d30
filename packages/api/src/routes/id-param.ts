import * as z from 'zod';

/** The `:id` of a route's path: a record's id, never longer than 40 characters. */
export const idParam = z.object({ id: z.string().min(1).max(40) });
