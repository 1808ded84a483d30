import { fileUpdateSchema, type FileCategory } from '@crm/core/files/schema';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { FileChanges } from '../api/update-file';

/** What the change dialog holds: texts, as inputs do (`''` for no Geldig tot). */
export type FileFormValues = { name: string; category: FileCategory; validUntil: string };

export const fileFormFields = ['name', 'category', 'validUntil'] as const;

export function fileValuesOf(file: {
  name: string;
  category: FileCategory;
  validUntil?: string | undefined;
}): FileFormValues {
  return { name: file.name, category: file.category, validUntil: file.validUntil ?? '' };
}

/** Validates with the API's own schema (without the version, which the form keeps itself). */
export const fileResolver = schemaResolver<FileFormValues, FileChanges>(
  fileUpdateSchema.omit({ version: true }),
  (values) => values,
);
