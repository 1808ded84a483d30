import type { z } from 'zod';
import { todoItemSchema } from './item.ts';

/** A todo as the API answers it and the SPA parses it: the stored item without its keys. Browser-safe. */
export const todoRecordSchema = todoItemSchema.omit({ pk: true, sk: true });
export type TodoRecord = z.infer<typeof todoRecordSchema>;
