import type { z } from 'zod';
import { organisationCatalogue as fields } from '@crm/core/catalogue/organisation';
import type { DuplicateQuery } from '../api/get-duplicates';

/** The value to look for, as the API stores it, or nothing when the field is empty or not valid yet. */
function lookupValue(schema: z.ZodType<string | undefined>, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What the duplicate check asks for while someone types: only values that pass the field's own
 * rule (a half-typed KvK-nummer finds nothing anyway), normalised as stored.
 */
export function duplicateQueryOf(
  values: { kvkNumber?: unknown; vatNumber?: unknown; email?: unknown },
  excludeId: string | undefined,
): DuplicateQuery {
  const query: DuplicateQuery = {};
  const kvk = lookupValue(fields.kvkNumber.input, values.kvkNumber);
  const vat = lookupValue(fields.vatNumber.input, values.vatNumber);
  const email = lookupValue(fields.email.input, values.email);
  if (kvk) query.kvk = kvk;
  if (vat) query.vat = vat;
  if (email) query.email = email.toLowerCase();
  if (excludeId && (kvk || vat || email)) query.exclude = excludeId;
  return query;
}
