import * as z from 'zod';
import { fileCategories, fileKinds, fileOwnerKinds } from './schema.ts';
import { uploaderSchema } from './item.ts';

/**
 * An announced upload (`POST /api/files/presign`) until it is completed: what the browser said it
 * would send, kept on the server, so `complete` checks the object against it and not against what
 * the client says the second time. Expires after a day (TTL), like the bucket's `pending/` objects.
 */
export const uploadItemSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  type: z.literal('upload'),
  id: z.string(),
  ownerKind: z.enum(fileOwnerKinds),
  ownerId: z.string(),
  kind: z.enum(fileKinds),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  category: z.enum(fileCategories),
  validUntil: z.string().optional(),
  uploadedBy: uploaderSchema,
  expiresAt: z.number().int(),
  /** Set while a completion checks the object (milliseconds): one completion at a time. */
  claimedAt: z.number().int().optional(),
});
export type UploadItem = z.infer<typeof uploadItemSchema>;
