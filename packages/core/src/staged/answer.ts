import type { FieldErrors } from '../errors.ts';
import { answerMessages, type PublicField } from './public.ts';
import { stagedCatalogues } from './catalogue.ts';
import type { ChangeSetItem } from './schema.ts';

/**
 * The outsider's side of a change set, shared by the public pages of supplier requests and
 * onboarding (decisions 050 and 052): the fields as the page shows them and what a submission
 * lacks. Pure and browser-safe.
 */

/** A field the outsider is asked: its staged name, whether it must be filled in. */
export interface AskedAnswerField {
  key: string;
  required: boolean;
}

export const isEmptyAnswer = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A field's value on the page: the draft's proposed value, else the value as sent. */
export function answerValue(changeSet: ChangeSetItem, key: string): unknown {
  const entry = changeSet.fields[key];
  return entry?.proposed !== undefined ? entry.proposed : (entry?.sent ?? null);
}

/**
 * The asked fields of the change set as the page shows them; `open` (the outsider may still
 * answer) makes them editable, after Teruggestuurd only the reopened ones.
 */
export function answerFields(
  changeSet: ChangeSetItem,
  asked: readonly AskedAnswerField[],
  open: boolean,
): PublicField[] {
  const catalogue = stagedCatalogues[changeSet.target.kind];
  const editable = new Set(open && !changeSet.locked ? (changeSet.editable ?? asked.map((f) => f.key)) : []);
  return asked
    .filter((field) => changeSet.fields[field.key])
    .map((field) => ({
      key: field.key,
      label: catalogue[field.key]?.label ?? field.key,
      required: field.required,
      critical: changeSet.critical.includes(field.key),
      value: answerValue(changeSet, field.key),
      editable: editable.has(field.key),
    }));
}

/** The required fields left empty (proposed, else as sent), each with its Dutch message. */
export function missingAnswers(changeSet: ChangeSetItem, asked: readonly AskedAnswerField[]): FieldErrors {
  const catalogue = stagedCatalogues[changeSet.target.kind];
  const errors: FieldErrors = {};
  for (const field of asked) {
    if (!field.required || !changeSet.fields[field.key]) continue;
    if (isEmptyAnswer(answerValue(changeSet, field.key)))
      errors[field.key] = [answerMessages.requiredField(catalogue[field.key]?.label ?? field.key)];
  }
  return errors;
}
