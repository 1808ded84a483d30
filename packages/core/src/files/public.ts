import * as z from 'zod';
import { fileItemSchema } from './item.ts';

/**
 * A file as the API answers it and the SPA parses it: the stored item without its keys and object
 * key. Browser-safe. The list answer adds a short-lived `url` per file (see files/service.ts).
 */
export const fileRecordSchema = fileItemSchema.omit({
  pk: true,
  sk: true,
  objectKey: true,
  gsi1pk: true,
  gsi1sk: true,
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** A file in its owner's list, with a short-lived link to view it (thumbnails, the larger image). */
export const fileListItemSchema = fileRecordSchema.extend({ url: z.string() });
export type FileListItem = z.infer<typeof fileListItemSchema>;

/** `GET /api/files?ownerKind=&ownerId=`: documents newest first, images in their order. */
export const fileListAnswerSchema = z.object({ items: z.array(fileListItemSchema) });

/** `GET /api/files/{id}/download`: a short-lived link that downloads the file under its own name. */
export const fileDownloadAnswerSchema = z.object({ url: z.string() });
