import { defineHistoryWords } from '../catalogue/history-words.ts';

/** How a supplier's history reads (catalogue: schema.ts). */
export const supplierHistoryWords = defineHistoryWords({
  noun: 'Leverancier',
  // Staff chose Exact Online's value in a sync conflict (exact/sync-state.ts).
  actions: { 'exact-resolve': 'Waarde uit Exact Online gekozen' },
});
