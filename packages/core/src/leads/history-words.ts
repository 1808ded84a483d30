import { defineHistoryWords, importFillLabels, stagedApprovalLabels } from '../catalogue/history-words.ts';

/** How a lead's history reads (catalogue: schema.ts; written by relations/ and its conversion). */
export const leadHistoryWords = defineHistoryWords({
  noun: 'Lead',
  actions: {
    status: 'Status gewijzigd',
    convert: 'Omgezet naar klant',
    ...stagedApprovalLabels,
    ...importFillLabels,
  },
});
