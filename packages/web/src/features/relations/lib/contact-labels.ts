/** The Dutch labels of a contact person's fields, for forms, details and the change log. */
export const contactLabels = {
  firstName: 'Voornaam',
  infix: 'Tussenvoegsel',
  lastName: 'Achternaam',
  jobTitle: 'Functie',
  email: 'E-mailadres',
  phone: 'Telefoon',
  mobile: 'Mobiel',
  primary: 'Primair contact',
  notes: 'Notities',
} as const;
