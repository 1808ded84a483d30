import { defineHistoryWords, stagedApprovalLabels } from '../catalogue/history-words.ts';

/** How a supplier's history reads (catalogue: schema.ts). */
export const supplierHistoryWords = defineHistoryWords({
  noun: 'Leverancier',
  actions: stagedApprovalLabels,
});
