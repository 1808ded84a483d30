import { defineHistoryWords } from '../catalogue/history-words.ts';

/** How an onboarding's history reads (catalogue: schema.ts's `onboardingCatalogue`). */
export const onboardingHistoryWords = defineHistoryWords({
  noun: 'Onboarding',
  actions: {
    'onboarding-send': 'Verstuurd',
    'onboarding-resend': 'Opnieuw verstuurd',
    'onboarding-withdraw': 'Ingetrokken',
    'onboarding-open': 'Geopend door de contactpersoon',
    'onboarding-submit': 'Ingediend door de contactpersoon',
    'onboarding-expire': 'Verlopen',
    'onboarding-mail-failed': 'E-mail niet verstuurd',
    'onboarding-approve': 'Goedgekeurd',
  },
  hidden: [
    'type',
    'gsi1pk',
    'gsi1sk',
    'linkId',
    'round',
    'ownerId',
    'targetKind',
    'targetId',
    'contactId',
    'submission',
  ],
});
