import { defineHistoryWords } from '../catalogue/history-words.ts';

/**
 * How a financial record's entries read in its relation's history (catalogue: financial.ts). A
 * save after the first is written as `financial` (financial-service.ts).
 */
export const financialHistoryWords = defineHistoryWords({
  noun: 'Financiële gegevens',
  ofRecord: 'Financiële gegevens van',
  actions: {
    financial: 'Gewijzigd',
    'exact-resolve': 'Waarde uit Exact Online gekozen',
    'exact-pull': 'Bijgewerkt vanuit Exact Online',
  },
});
