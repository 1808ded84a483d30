import { defineHistoryWords, stagedApprovalLabels } from '../catalogue/history-words.ts';

/** How a customer's history reads (catalogue: schema.ts). */
export const customerHistoryWords = defineHistoryWords({
  noun: 'Klant',
  actions: stagedApprovalLabels,
});
