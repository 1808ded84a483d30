import * as z from 'zod';
import { recordSchemaFields } from '../db/record.ts';
import { fileCategories, fileKinds, fileOwnerKinds } from './schema.ts';

/** Who uploaded a file: a colleague, or an outsider through a link (named as they typed it). */
export const uploaderSchema = z.object({
  type: z.enum(['user', 'link']),
  id: z.string(),
  name: z.string(),
});

/**
 * A stored file: an item in its owner's collection (`pk` = the owner's, `sk` = `FILE#<id>`), found
 * by id through gsi1. The object lives at `objectKey`, which never holds a user-chosen name.
 */
export const fileItemSchema = z.object({
  ...recordSchemaFields,
  type: z.literal('file'),
  ownerKind: z.enum(fileOwnerKinds),
  ownerId: z.string(),
  kind: z.enum(fileKinds),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  category: z.enum(fileCategories),
  validUntil: z.string().optional(),
  sha256: z.string(),
  /** Fractional index (fractional-indexing): images sort by it, the first is the cover. */
  position: z.string(),
  uploadedBy: uploaderSchema,
  objectKey: z.string(),
  gsi1pk: z.string(),
  gsi1sk: z.string(),
});
export type FileItem = z.infer<typeof fileItemSchema>;
