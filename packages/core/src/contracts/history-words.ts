import { defineHistoryWords } from '../catalogue/history-words.ts';

/**
 * How a contract's history reads (catalogue: schema.ts), with the daily job's moves through time
 * (service.ts `advanceContract`).
 */
export const contractHistoryWords = defineHistoryWords({
  noun: 'Contract',
  actions: { renewal: 'Stilzwijgend verlengd', expire: 'Verlopen', end: 'Beëindigd na opzegging' },
});
