import { defineHistoryWords, importFillLabels, stagedApprovalLabels } from '../catalogue/history-words.ts';

/** How a customer's history reads (catalogue: schema.ts). */
export const customerHistoryWords = defineHistoryWords({
  noun: 'Klant',
  // Staged approvals (decision 046); staff chose Exact Online's value in a sync conflict (exact/sync-state.ts).
  actions: {
    ...stagedApprovalLabels,
    ...importFillLabels,
    'exact-resolve': 'Waarde uit Exact Online gekozen',
    'exact-pull': 'Bijgewerkt vanuit Exact Online',
  },
});
