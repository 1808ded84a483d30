import * as z from 'zod';
import { recordSchemaFields } from '../db/record.ts';
import { todoLinkKinds, todoPriorities } from './schema.ts';

/** A stored todo, parsed on every read. */
export const todoItemSchema = z.object({
  ...recordSchemaFields,
  type: z.literal('todo'),
  title: z.string(),
  description: z.string().optional(),
  deadline: z.string().optional(),
  assigneeId: z.string(),
  priority: z.enum(todoPriorities),
  done: z.boolean(),
  doneAt: z.string().optional(),
  doneBy: z.string().optional(),
  linkKind: z.enum(todoLinkKinds).optional(),
  linkId: z.string().optional(),
  /** The linked record's name when the link was made, shown in lists without reading the record. */
  linkLabel: z.string().optional(),
  /** Set on a todo the system made (`contract-decision`): what may close it by itself. */
  origin: z.string().optional(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;
