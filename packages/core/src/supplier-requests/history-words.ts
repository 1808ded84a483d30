import { defineHistoryWords } from '../catalogue/history-words.ts';

/** How a template's history reads (catalogue: schema.ts). */
export const templateHistoryWords = defineHistoryWords({
  noun: 'Verzoeksjabloon',
  actions: { 'make-default': 'Standaardsjabloon gemaakt', 'unset-default': 'Niet meer standaard' },
  hidden: ['type', 'gsi1pk', 'gsi1sk'],
});

/** How a request's history reads (catalogue: schema.ts's `requestCatalogue`). */
export const requestHistoryWords = defineHistoryWords({
  noun: 'Leveranciersverzoek',
  actions: {
    'request-send': 'Verstuurd',
    'request-resend': 'Opnieuw verstuurd',
    'request-withdraw': 'Ingetrokken',
    'request-open': 'Geopend door de leverancier',
    'request-submit': 'Ingediend door de leverancier',
    'request-expire': 'Verlopen',
    'request-mail-failed': 'E-mail niet verstuurd',
    'request-approve': 'Goedgekeurd',
    'request-return': 'Teruggestuurd naar de leverancier',
  },
  hidden: [
    'type',
    'gsi1pk',
    'gsi1sk',
    'template',
    'sent',
    'linkId',
    'round',
    'ownerId',
    'templateId',
    'supplierId',
    'contactId',
    'returnFields',
    'returnDocuments',
    'submission',
  ],
});
