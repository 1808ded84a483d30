import * as z from 'zod';
import { requestCopySchema, requestItemSchema, templateItemSchema } from './item.ts';
import { answerMessages, publicFieldSchema } from '../staged/public.ts';
import { documentCategories, requestStatuses } from './schema.ts';

// The answer's exchange is the staged module's, shared with onboarding (decision 052).
export {
  draftAnswerSchema,
  draftInputSchema,
  publicFieldSchema,
  submitInputSchema,
  type DraftAnswer,
  type DraftInput,
  type PublicField,
} from '../staged/public.ts';

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

/**
 * The outsider's page of a request (decision 050), as `GET /api/supplier-information-requests`
 * answers it: what is asked with the values (the draft's proposed value, else the value as sent),
 * the documents asked and uploaded, and what may still be changed.
 */

export const publicDocumentSchema = z.object({
  category: z.enum(documentCategories),
  label: z.string(),
  required: z.boolean(),
  validUntil: z.boolean(),
  editable: z.boolean(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

export const publicUploadSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(documentCategories),
  validUntil: z.string().optional(),
  createdAt: z.string(),
});
export type PublicUpload = z.infer<typeof publicUploadSchema>;

export const publicRequestSchema = z.object({
  companyName: z.string(),
  supplierName: z.string(),
  supplierId: z.string(),
  contactName: z.string(),
  intro: z.string().optional(),
  status: z.enum(requestStatuses),
  /** Whether the supplier may still change anything (open statuses only). */
  open: z.boolean(),
  /** The draft's version: a save carries it back (0 when nothing but documents is asked). */
  version: z.number().int(),
  linkExpiresAt: z.string().optional(),
  submittedAt: z.string().optional(),
  returnComment: z.string().optional(),
  fields: z.array(publicFieldSchema),
  documents: z.array(publicDocumentSchema),
  uploaded: z.array(publicUploadSchema),
});
export type PublicRequest = z.infer<typeof publicRequestSchema>;

export const publicRequestMessages = {
  closed:
    'Dit verzoek is al ingediend. Je kunt niets meer wijzigen; we nemen contact op als er iets niet klopt.',
  notOpen: 'Dit verzoek staat niet meer open.',
  requiredField: answerMessages.requiredField,
  requiredDocument: (label: string) => `Voeg een ${label} toe.`,
  validUntilMissing: 'Vul bij dit document Geldig tot in.',
  nothingToSave: 'Dit verzoek vraagt geen gegevens om op te slaan.',
} as const;
