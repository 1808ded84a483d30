import * as z from 'zod';

/** The keys and audit attributes every versioned record item carries (see write.ts). */
export const recordSchemaFields = {
  pk: z.string(),
  sk: z.string(),
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
};
