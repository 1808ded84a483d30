import { defineHistoryWords } from '../catalogue/history-words.ts';

/** How a customer's history reads (catalogue: schema.ts). */
export const customerHistoryWords = defineHistoryWords({
  noun: 'Klant',
  // Staff chose Exact Online's value in a sync conflict (exact/sync-state.ts).
  actions: { 'exact-resolve': 'Waarde uit Exact Online gekozen' },
});
