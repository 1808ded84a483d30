import { defineHistoryWords } from '../catalogue/history-words.ts';

/**
 * How a file's entries read in its owner's history (catalogue: schema.ts), named with the file:
 * "Bestand toegevoegd: offerte.pdf". Where the object is stored, its hash and who uploaded it are
 * the evidence of the file, not its history.
 */
export const fileHistoryWords = defineHistoryWords({
  noun: 'Bestand',
  ofRecord: 'Bestand bij',
  namedInAction: true,
  actions: {
    create: 'Bestand toegevoegd',
    update: 'Bestand gewijzigd',
    rename: 'Bestand hernoemd',
    move: 'Bestand verplaatst',
    delete: 'Bestand verwijderd',
  },
  hidden: ['ownerKind', 'ownerId', 'objectKey', 'sha256', 'uploadedBy', 'contentType'],
});
