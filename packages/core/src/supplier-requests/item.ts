import * as z from 'zod';
import { storedShape } from '../catalogue/field.ts';
import { recordSchemaFields } from '../db/record.ts';
import { answerLifecycleFields } from '../staged/schema.ts';
import { documentCategories, requestStatuses, templateCatalogue } from './schema.ts';

/**
 * The stored items of supplier information requests (decision 047): a template
 * (`SUPPLIER_REQUEST_TEMPLATE#<id>`), a request (`SUPPLIER_REQUEST#<id>`, with its history) and
 * the supplier's copy of it (`SUPPLIER#<id>` / `REQUEST#<id>`). Browser-safe.
 */
export const templateItemSchema = z.object({
  ...recordSchemaFields,
  type: z.literal('supplier_request_template'),
  ...storedShape(templateCatalogue),
  gsi1pk: z.string(),
  gsi1sk: z.string(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

/** The template as a request copied it: a later edit of the template does not change a request. */
export const templateCopySchema = templateItemSchema.pick({
  name: true,
  fields: true,
  documents: true,
  intro: true,
  validityDays: true,
  reminderDays: true,
});
export type TemplateCopy = z.infer<typeof templateCopySchema>;

export const requestItemSchema = z.object({
  ...recordSchemaFields,
  type: z.literal('supplier_request'),
  status: z.enum(requestStatuses),
  supplierId: z.string(),
  supplierName: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  template: templateCopySchema,
  contactId: z.string(),
  contactName: z.string(),
  /** The address the link goes to (the contact's when the request was made or last sent). */
  email: z.string(),
  /** Who made the request: the owner its todos and notices go to. */
  ownerId: z.string(),
  /** How many times it was sent (1 after the first send); a resend is a new round of reminders. */
  round: z.number().int().default(0),
  /** The link, the moments of the lifecycle and the submission's evidence. */
  ...answerLifecycleFields,
  /**
   * The asked fields' values on the supplier when the link was sent, by asked key
   * (`financial.iban`): the change set's `sent` (decision 036). Absent values are left out.
   */
  sent: z.record(z.string(), z.unknown()).optional(),
  /** Teruggestuurd: staff's comment and what the supplier redoes (the change set's `editable`). */
  returnedAt: z.string().optional(),
  returnComment: z.string().optional(),
  returnFields: z.array(z.string()).optional(),
  returnDocuments: z.array(z.enum(documentCategories)).optional(),
  gsi1pk: z.string().optional(),
  gsi1sk: z.string().optional(),
});
export type RequestItem = z.infer<typeof requestItemSchema>;

/** The supplier's copy: what its Verzoeken tab shows of each request. */
export const requestCopySchema = requestItemSchema.pick({
  id: true,
  version: true,
  status: true,
  templateName: true,
  contactId: true,
  contactName: true,
  email: true,
  createdAt: true,
  sentAt: true,
  linkExpiresAt: true,
  submittedAt: true,
});
export type RequestCopy = z.infer<typeof requestCopySchema>;
