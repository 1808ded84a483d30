import * as z from 'zod';
import { defineCatalogue, inputShape } from '../catalogue/field.ts';
import { organisationCatalogue, withPostcodeRule } from '../catalogue/organisation.ts';
import { optionalAmount, optionalDate, optionalText } from '../validation/optional.ts';

/** Lead fields, statuses and sources. Browser-safe. */
export const leadStatuses = [
  'nieuw',
  'contact_gelegd',
  'gekwalificeerd',
  'offerte_verstuurd',
  'gewonnen',
  'verloren',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  nieuw: 'Nieuw',
  contact_gelegd: 'Contact gelegd',
  gekwalificeerd: 'Gekwalificeerd',
  offerte_verstuurd: 'Offerte verstuurd',
  gewonnen: 'Gewonnen',
  verloren: 'Verloren',
};

export const leadSources = ['website', 'telefoon', 'doorverwijzing', 'beurs', 'overig'] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadSourceLabels: Record<LeadSource, string> = {
  website: 'Website',
  telefoon: 'Telefoon',
  doorverwijzing: 'Doorverwijzing',
  beurs: 'Beurs',
  overig: 'Overig',
};

/** Every field of a lead (see catalogue/field.ts). */
export const leadCatalogue = defineCatalogue({
  ...organisationCatalogue,
  source: {
    label: 'Bron',
    type: 'enum',
    options: leadSourceLabels,
    input: z.enum(leadSources, { error: 'Kies een bron.' }),
  },
  status: {
    label: 'Status',
    type: 'enum',
    options: leadStatusLabels,
    input: z.enum(leadStatuses, { error: 'Kies een status.' }).default('nieuw'),
  },
  lostReason: { label: 'Reden verloren', type: 'text', input: optionalText(500) },
  ownerId: { label: 'Eigenaar', type: 'user', input: optionalText(40) },
  expectedValue: { label: 'Verwachte waarde', type: 'amount', input: optionalAmount() },
  followUpDate: { label: 'Opvolgdatum', type: 'date', input: optionalDate() },
  customerId: { label: 'Klant', type: 'link', exported: false },
});

const leadFields = z.object(inputShape(leadCatalogue));

export const leadInputSchema = withPostcodeRule(
  leadFields.superRefine((value, context) => {
    if (value.status === 'verloren' && !value.lostReason) {
      context.addIssue({
        code: 'custom',
        path: ['lostReason'],
        message: 'Geef een reden waarom de lead verloren is.',
      });
    }
  }),
);
export type LeadInput = z.infer<typeof leadInputSchema>;

export const leadStatusChangeSchema = z
  .object({
    status: z.enum(leadStatuses, { error: 'Kies een status.' }),
    lostReason: optionalText(500),
    version: z.number().int().positive(),
  })
  .superRefine((value, context) => {
    if (value.status === 'verloren' && !value.lostReason) {
      context.addIssue({
        code: 'custom',
        path: ['lostReason'],
        message: 'Geef een reden waarom de lead verloren is.',
      });
    }
  });
