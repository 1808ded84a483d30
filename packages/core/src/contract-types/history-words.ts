import { defineHistoryWords } from '../catalogue/history-words.ts';

/** How a contract type's history reads (catalogue: schema.ts). */
export const contractTypeHistoryWords = defineHistoryWords({ noun: 'Contracttype' });
