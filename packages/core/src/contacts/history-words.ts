import { defineHistoryWords } from '../catalogue/history-words.ts';

/** How a contact person's entries read in their record's history (catalogue: schema.ts). */
export const contactHistoryWords = defineHistoryWords({
  noun: 'Contactpersoon',
  ofRecord: 'Contactpersoon bij',
});
