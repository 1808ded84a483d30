import type { HistoryWords } from '../catalogue/history-words.ts';
import { contactHistoryWords } from '../contacts/history-words.ts';
import { conditionHistoryWords, reviewHistoryWords } from '../contract-conditions/history-words.ts';
import { contractTypeHistoryWords } from '../contract-types/history-words.ts';
import { contractHistoryWords } from '../contracts/history-words.ts';
import { customerHistoryWords } from '../customers/history-words.ts';
import { fileHistoryWords } from '../files/history-words.ts';
import { importHistoryWords } from '../import/history-words.ts';
import { leadHistoryWords } from '../leads/history-words.ts';
import { financialHistoryWords } from '../relations/financial-history-words.ts';
import { supplierHistoryWords } from '../suppliers/history-words.ts';
import { onboardingHistoryWords } from '../onboarding/history-words.ts';
import { requestHistoryWords, templateHistoryWords } from '../supplier-requests/history-words.ts';
import { todoHistoryWords } from '../todos/history-words.ts';
import { userHistoryWords } from '../users/history-words.ts';

/**
 * Every history subject's words by its `subjectType`, without the catalogues: what the dashboard's
 * recent changes need (nouns and action labels) at the cost of a few strings in its bundle.
 * `history.ts` pairs each with its catalogue for the change logs. Browser-safe.
 */
export const historyWords = {
  lead: leadHistoryWords,
  customer: customerHistoryWords,
  supplier: supplierHistoryWords,
  contact: contactHistoryWords,
  financial: financialHistoryWords,
  file: fileHistoryWords,
  import: importHistoryWords,
  contract: contractHistoryWords,
  contract_type: contractTypeHistoryWords,
  contract_condition: conditionHistoryWords,
  contract_condition_review: reviewHistoryWords,
  supplier_request_template: templateHistoryWords,
  supplier_request: requestHistoryWords,
  onboarding: onboardingHistoryWords,
  todo: todoHistoryWords,
  user: userHistoryWords,
} satisfies Record<string, HistoryWords>;

export type HistorySubjectType = keyof typeof historyWords;

/**
 * The words of the subject an entry is about. `record` (entries written before subjects were
 * named) means the record whose history it is: `pageKind`.
 */
export function historyWordsOf(subjectType: string, pageKind?: string): HistoryWords | undefined {
  const name = subjectType === 'record' ? pageKind : subjectType;
  return name !== undefined && Object.hasOwn(historyWords, name)
    ? historyWords[name as HistorySubjectType]
    : undefined;
}
