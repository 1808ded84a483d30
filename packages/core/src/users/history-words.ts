import { defineHistoryWords } from '../catalogue/history-words.ts';

/** How a user's history reads: their account's changes and what they did to their password. */
export const userHistoryWords = defineHistoryWords({
  noun: 'Gebruiker',
  actions: {
    'password-set': 'Wachtwoord ingesteld via uitnodiging',
    'password-reset': 'Wachtwoord opnieuw ingesteld via wachtwoord vergeten',
    'password-change': 'Wachtwoord gewijzigd',
    'logout-everywhere': 'Overal uitgelogd',
  },
  // The password arrives redacted; the change log says "Wachtwoord gewijzigd" in its place.
  hidden: ['sessionGeneration', 'passwordHash'],
});
