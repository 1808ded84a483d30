import type { Catalogue } from '../catalogue/field.ts';
import { commonActionLabels, hiddenInHistory, type HistoryWords } from '../catalogue/history-words.ts';
import { contactHistoryWords } from '../contacts/history-words.ts';
import { conditionHistoryWords, reviewHistoryWords } from '../contract-conditions/history-words.ts';
import { conditionCatalogue, reviewCatalogue } from '../contract-conditions/schema.ts';
import { contractTypeHistoryWords } from '../contract-types/history-words.ts';
import { contractHistoryWords } from '../contracts/history-words.ts';
import { customerHistoryWords } from '../customers/history-words.ts';
import { fileHistoryWords } from '../files/history-words.ts';
import { leadHistoryWords } from '../leads/history-words.ts';
import { financialHistoryWords } from '../relations/financial-history-words.ts';
import { supplierHistoryWords } from '../suppliers/history-words.ts';
import { todoCatalogue, todoHistoryWords } from '../todos/catalogue.ts';
import { userCatalogue, userHistoryWords } from '../users/catalogue.ts';
import { catalogues } from './catalogues.ts';

/**
 * The one history vocabulary: every subject a history entry can be about (its `subjectType`), with
 * its catalogue (field labels and value texts) and its words (name, action labels, hidden fields).
 * The change logs of relations, contracts and users and the dashboard's recent changes all read it.
 * A new subject is one row; `history.test.ts` fails on an action or field without Dutch words.
 * Browser-safe.
 */
export interface HistorySubject {
  readonly catalogue: Catalogue;
  readonly words: HistoryWords;
}

export const historySubjects = {
  lead: { catalogue: catalogues.lead, words: leadHistoryWords },
  customer: { catalogue: catalogues.customer, words: customerHistoryWords },
  supplier: { catalogue: catalogues.supplier, words: supplierHistoryWords },
  contact: { catalogue: catalogues.contact, words: contactHistoryWords },
  financial: { catalogue: catalogues.financial, words: financialHistoryWords },
  file: { catalogue: catalogues.file, words: fileHistoryWords },
  contract: { catalogue: catalogues.contract, words: contractHistoryWords },
  contract_type: { catalogue: catalogues.contract_type, words: contractTypeHistoryWords },
  contract_condition: { catalogue: conditionCatalogue, words: conditionHistoryWords },
  contract_condition_review: { catalogue: reviewCatalogue, words: reviewHistoryWords },
  todo: { catalogue: todoCatalogue, words: todoHistoryWords },
  user: { catalogue: userCatalogue, words: userHistoryWords },
} satisfies Record<string, HistorySubject>;

export type HistorySubjectType = keyof typeof historySubjects;

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

/** The field an entry names: the subject's own, or one the action's entry names (`entryFields`). */
export function historyField(subject: HistorySubject | undefined, field: string) {
  return subject?.catalogue[field] ?? subject?.words.entryFields?.[field];
}

/**
 * What an action on a subject is called: the subject's own label, else its record's (`record`, the
 * subject of the page or feed the entry is in), else the common one. Undefined for an action no
 * code writes (history.test.ts proves every written one has a label).
 */
export function historyActionLabel(
  subject: HistorySubject | undefined,
  action: string,
  record?: HistorySubject,
): string | undefined {
  return subject?.words.actions?.[action] ?? record?.words.actions?.[action] ?? commonActionLabels[action];
}

/** Whether a reader of the subject's history never sees this field. */
export function hiddenHistoryField(subject: HistorySubject | undefined, field: string): boolean {
  return hiddenInHistory(subject?.words, field);
}
