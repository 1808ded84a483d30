import { ApiError } from './api-client';

export type SplitErrors<Field extends string> = {
  /** The first message for each form field the API named. */
  fieldErrors: [Field, string][];
  /** Messages for anything that is not a field of this form, e.g. `_` (the record as a whole). */
  otherMessages: string[];
};

/**
 * Splits a 422 answer's `errors` into messages for the form's own fields (shown under the field)
 * and the rest (shown above the form), so no message of the API gets lost.
 */
export function splitApiErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): SplitErrors<Field> {
  const result: SplitErrors<Field> = { fieldErrors: [], otherMessages: [] };
  if (!(error instanceof ApiError)) return result;
  for (const [name, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    const field = fields.find((candidate) => candidate === name);
    if (field) result.fieldErrors.push([field, first]);
    else result.otherMessages.push(...messages.filter((message) => message !== error.message));
  }
  return result;
}

/** Whether the API refused because the record changed since it was loaded (optimistic locking). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
