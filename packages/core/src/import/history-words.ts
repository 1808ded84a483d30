import { defineHistoryWords } from '../catalogue/history-words.ts';

/**
 * A record made by an import: its first entry reads "Geïmporteerd uit: klanten.csv" (the entry's
 * label is the sheet's name), with the fields it was given. Browser-safe.
 */
export const importHistoryWords = defineHistoryWords({
  noun: 'Import',
  ofRecord: 'Import van',
  namedInAction: true,
  actions: { import: 'Geïmporteerd uit' },
});
