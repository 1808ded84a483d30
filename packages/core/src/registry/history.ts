import type { Catalogue } from '../catalogue/field.ts';
import {
  historyActionLabel as wordsActionLabel,
  hiddenInHistory,
  type HistoryWords,
} from '../catalogue/history-words.ts';
import { conditionCatalogue, reviewCatalogue } from '../contract-conditions/schema.ts';
import { contractTypeCatalogue } from '../contract-types/schema.ts';
import { onboardingCatalogue } from '../onboarding/schema.ts';
import { requestCatalogue, templateCatalogue } from '../supplier-requests/schema.ts';
import { todoCatalogue } from '../todos/catalogue.ts';
import { userCatalogue } from '../users/catalogue.ts';
import { stagedHistoryFields } from '../staged/catalogue.ts';
import { catalogues } from './catalogues.ts';
import { historyWords, type HistorySubjectType } from './history-words.ts';

export type { HistorySubjectType };

/**
 * The one history vocabulary: every subject a history entry can be about (its `subjectType`), with
 * its catalogue (field labels and value texts) and its words (`history-words.ts`: name, action
 * labels, hidden fields). The change logs of relations, contracts and users read it, the
 * dashboard its words. A new subject is one row in each; `history.test.ts` fails on an action or
 * field without Dutch words. Browser-safe.
 */
export interface HistorySubject {
  readonly catalogue: Catalogue;
  readonly words: HistoryWords;
}

const catalogueOf: Record<HistorySubjectType, Catalogue> = {
  ...catalogues,
  // An approved change set names the financial record's and the contact person's fields too.
  lead: { ...catalogues.lead, ...stagedHistoryFields },
  customer: { ...catalogues.customer, ...stagedHistoryFields },
  supplier: { ...catalogues.supplier, ...stagedHistoryFields },
  // A copy of a type's standard conditions names them in one summary line (`conditions`).
  contract_condition: { ...conditionCatalogue, conditions: contractTypeCatalogue.conditions },
  contract_condition_review: reviewCatalogue,
  supplier_request_template: templateCatalogue,
  supplier_request: requestCatalogue,
  onboarding: onboardingCatalogue,
  todo: todoCatalogue,
  user: userCatalogue,
  // A record made by an import names the fields of its kind and, for customers and suppliers, of
  // its financial record.
  import: { ...catalogues.lead, ...catalogues.customer, ...catalogues.supplier, ...catalogues.financial },
};

export const historySubjects = Object.fromEntries(
  Object.entries(historyWords).map(([name, words]) => [
    name,
    { catalogue: catalogueOf[name as HistorySubjectType], words },
  ]),
) as Record<HistorySubjectType, HistorySubject>;

/**
 * The subject an entry is about. `record` (entries written before subjects were named) means the
 * record whose history it is: `pageKind`.
 */
export function historySubject(subjectType: string, pageKind?: string): HistorySubject | undefined {
  const name = subjectType === 'record' ? pageKind : subjectType;
  return name !== undefined && Object.hasOwn(historySubjects, name)
    ? historySubjects[name as HistorySubjectType]
    : undefined;
}

/** The field an entry names, from its subject's catalogue. */
export function historyField(subject: HistorySubject | undefined, field: string) {
  return subject?.catalogue[field];
}

/** What an action on a subject is called (see `historyActionLabel` in catalogue/history-words.ts). */
export function historyActionLabel(
  subject: HistorySubject | undefined,
  action: string,
  record?: HistorySubject,
): string | undefined {
  return wordsActionLabel(subject?.words, action, record?.words);
}

/** Whether a reader of the subject's history never sees this field. */
export function hiddenHistoryField(subject: HistorySubject | undefined, field: string): boolean {
  return hiddenInHistory(subject?.words, field);
}
