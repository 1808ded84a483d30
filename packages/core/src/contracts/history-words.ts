import { defineHistoryWords } from '../catalogue/history-words.ts';

/**
 * How a contract's history reads (catalogue: schema.ts), with the daily job's moves through time
 * (advance.ts), and a renewal agreed by a user (service.ts `agreeRenewal`).
 */
export const contractHistoryWords = defineHistoryWords({
  noun: 'Contract',
  // Bookkeeping of a create's condition copy (decision 043), not something a person changed; the
  // owner's name is a copy for the list's sort (decision 054): the change log names `ownerId`.
  hidden: ['conditionsPending', 'ownerName'],
  actions: {
    renewal: 'Verlengd',
    'renewal-agreed': 'Verlenging vastgelegd',
    expire: 'Verlopen',
    end: 'Beëindigd na opzegging',
  },
});
