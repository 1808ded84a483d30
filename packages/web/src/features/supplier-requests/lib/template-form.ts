import type { TemplateRecord } from '@crm/core/supplier-requests/public';
import {
  askableFields,
  criticalByDefault,
  DEFAULT_REMINDER_DAYS,
  DEFAULT_VALIDITY_DAYS,
  documentCategories,
  templateInputSchema,
  type TemplateInput,
} from '@crm/core/supplier-requests/schema';
import { parseWholeNumber } from '../../../components/fields/field-values';
import { schemaResolver } from '../../../lib/schema-resolver';

/**
 * What the template form holds: every askable field and every document category as a row (asked
 * or not, with its switches), numbers as typed. The API takes only the asked rows.
 */
export type FieldRow = { key: string; asked: boolean; required: boolean; critical: boolean };
export type DocumentRow = {
  category: (typeof documentCategories)[number];
  asked: boolean;
  required: boolean;
  validUntil: boolean;
};
export type TemplateFormValues = {
  name: string;
  intro: string;
  validityDays: string;
  reminderDays: string;
  isDefault: boolean;
  fields: FieldRow[];
  documents: DocumentRow[];
};

type StoredTemplate = Pick<
  TemplateRecord,
  'name' | 'intro' | 'validityDays' | 'reminderDays' | 'isDefault' | 'fields' | 'documents'
>;

export function templateValuesOf(template: StoredTemplate | null): TemplateFormValues {
  const asked = new Map((template?.fields ?? []).map((field) => [field.key, field]));
  const documents = new Map((template?.documents ?? []).map((document) => [document.category, document]));
  return {
    name: template?.name ?? '',
    intro: template?.intro ?? '',
    validityDays: String(template?.validityDays ?? DEFAULT_VALIDITY_DAYS),
    reminderDays: String(template?.reminderDays ?? DEFAULT_REMINDER_DAYS),
    isDefault: template?.isDefault ?? false,
    fields: askableFields.map(({ key }) => {
      const field = asked.get(key);
      return {
        key,
        asked: field !== undefined,
        required: field?.required ?? false,
        critical: field?.critical ?? criticalByDefault(key),
      };
    }),
    documents: documentCategories.map((category) => {
      const document = documents.get(category);
      return {
        category,
        asked: document !== undefined,
        required: document?.required ?? true,
        validUntil: document?.validUntil ?? false,
      };
    }),
  };
}

export function toTemplateInput(values: TemplateFormValues): Record<string, unknown> {
  return {
    name: values.name,
    intro: values.intro,
    validityDays: parseWholeNumber(values.validityDays) ?? undefined,
    reminderDays: parseWholeNumber(values.reminderDays) ?? undefined,
    isDefault: values.isDefault,
    fields: values.fields
      .filter((row) => row.asked)
      .map(({ key, required, critical }) => ({ key, required, critical })),
    documents: values.documents
      .filter((row) => row.asked)
      .map(({ category, required, validUntil }) => ({ category, required, validUntil })),
  };
}

export const templateResolver = schemaResolver<TemplateFormValues, TemplateInput>(
  templateInputSchema,
  toTemplateInput,
);

export const templateFormFields = [
  'name',
  'intro',
  'validityDays',
  'reminderDays',
  'isDefault',
  'fields',
  'documents',
];
