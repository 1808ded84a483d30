import * as z from 'zod';
import { requestCopySchema, requestItemSchema, templateItemSchema } from './item.ts';

/** Supplier requests as the API answers them and the SPA parses them. Browser-safe. */
export const templateRecordSchema = templateItemSchema.omit({
  pk: true,
  sk: true,
  gsi1pk: true,
  gsi1sk: true,
});
export type TemplateRecord = z.infer<typeof templateRecordSchema>;
export const templateListSchema = z.object({ items: z.array(templateRecordSchema) });

export const requestRecordSchema = requestItemSchema.omit({ pk: true, sk: true, gsi1pk: true, gsi1sk: true });
export type RequestRecord = z.infer<typeof requestRecordSchema>;

export const requestRowSchema = requestCopySchema;
export type RequestRow = z.infer<typeof requestRowSchema>;
export const requestPageSchema = z.object({
  items: z.array(requestRowSchema),
  cursor: z.string().nullable(),
});
export type RequestPage = z.infer<typeof requestPageSchema>;

/** The dashboard's "Te beoordelen": requests waiting for review, oldest submission first. */
export const toReviewRowSchema = requestItemSchema.pick({
  id: true,
  supplierId: true,
  supplierName: true,
  contactName: true,
  templateName: true,
  submittedAt: true,
  ownerId: true,
});
export type ToReviewRow = z.infer<typeof toReviewRowSchema>;
export const toReviewListSchema = z.object({ items: z.array(toReviewRowSchema) });
