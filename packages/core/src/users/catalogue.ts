import { roleLabels } from '../auth/permissions.ts';
import { defineCatalogue } from '../catalogue/field.ts';
import { defineHistoryWords } from '../catalogue/history-words.ts';

/**
 * A user's fields as a reader of their history sees them (the forms validate with schemas.ts).
 * Browser-safe.
 */
export const userCatalogue = defineCatalogue({
  name: { label: 'Naam', type: 'text', required: true },
  email: { label: 'E-mailadres', type: 'text', required: true },
  role: { label: 'Rol', type: 'enum', options: roleLabels },
  active: { label: 'Actief', type: 'boolean' },
});

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
