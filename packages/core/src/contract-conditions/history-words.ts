import { defineHistoryWords } from '../catalogue/history-words.ts';

/**
 * How the conditions' entries read in their contract's history (catalogue: schema.ts), each
 * naming its condition. A condition's text hash, source and review are its evidence (the
 * Voorwaarden tab), not its history.
 */
export const conditionHistoryWords = defineHistoryWords({
  noun: 'Voorwaarde',
  ofRecord: 'Voorwaarde bij',
  namedByLabel: true,
  actions: {
    create: 'Voorwaarde toegevoegd',
    update: 'Voorwaarde gewijzigd',
    delete: 'Voorwaarde verwijderd',
    'new-version': 'Nieuwe versie van de voorwaarde',
    move: 'Voorwaarde verplaatst',
    'review-decision': 'Beoordeeld door de wederpartij',

    'copy-conditions': 'Standaardvoorwaarden overgenomen',
  },
  hidden: ['contractId', 'textHash', 'sent', 'reviewId', 'source'],
});

/** How the entries of a review sent to the other party read (catalogue: schema.ts). */
export const reviewHistoryWords = defineHistoryWords({
  noun: 'Beoordeling',
  ofRecord: 'Beoordeling bij',
  namedByLabel: true,
  actions: {
    'send-review': 'Voorwaarden ter beoordeling verstuurd',
    revoke: 'Link ingetrokken',
    'mail-failed': 'Link ingetrokken: de e-mail kon niet worden verstuurd',
  },
});
