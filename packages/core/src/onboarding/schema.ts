import * as z from 'zod';
import { defineCatalogue } from '../catalogue/field.ts';
import { stagedCatalogues } from '../staged/catalogue.ts';
import { requestCatalogue, requestStatusLabels } from '../supplier-requests/schema.ts';

/**
 * Onboarding of a lead or customer (decisions 036 and 052): a link sent to one of its contact
 * people opens a form with the organisation fields, that contact person and, for a customer, the
 * financial fields; the answer is a staged change set. Statuses and moves are the supplier
 * request's, less what a template brings (Teruggestuurd, reminders). Browser-safe.
 */
export const onboardingKinds = ['lead', 'customer'] as const;
export type OnboardingKind = (typeof onboardingKinds)[number];

export const onboardingStatuses = [
  'concept',
  'verstuurd',
  'geopend',
  'ingediend',
  'goedgekeurd',
  'verlopen',
  'ingetrokken',
] as const;
export type OnboardingStatus = (typeof onboardingStatuses)[number];
export const onboardingStatusLabels: Record<OnboardingStatus, string> = Object.fromEntries(
  onboardingStatuses.map((status) => [status, requestStatusLabels[status]]),
) as Record<OnboardingStatus, string>;

/** While the outsider may answer: the link works and the daily job may expire it. */
export const onboardingOpenStatuses: readonly OnboardingStatus[] = ['verstuurd', 'geopend'];

/** Which statuses each move leaves from; every move is conditional on the status it leaves. */
export const onboardingMoves = {
  send: { from: ['concept'], to: 'verstuurd' },
  resend: { from: ['verstuurd', 'geopend', 'verlopen', 'ingetrokken'], to: 'verstuurd' },
  withdraw: { from: ['concept', 'verstuurd', 'geopend'], to: 'ingetrokken' },
  open: { from: ['verstuurd'], to: 'geopend' },
  submit: { from: ['verstuurd', 'geopend'], to: 'ingediend' },
  expire: { from: ['verstuurd', 'geopend'], to: 'verlopen' },
  /** The mail with the link could not be sent: back to Concept, the link withdrawn. */
  unsend: { from: ['verstuurd'], to: 'concept' },
  /** Every proposed change decided (the staged review's `reviewDone`). */
  approve: { from: ['ingediend'], to: 'goedgekeurd' },
} as const satisfies Record<string, { from: readonly OnboardingStatus[]; to: OnboardingStatus }>;
export type OnboardingMove = keyof typeof onboardingMoves;

/** Days the link works. */
export const ONBOARDING_VALIDITY_DAYS = 14;

export const onboardingMessages = {
  notFound: 'Deze onboarding bestaat niet (meer).',
  contactNotOfTarget: 'Kies een contactpersoon van deze relatie.',
  contactWithoutEmail: 'Deze contactpersoon heeft geen e-mailadres. Vul dat eerst in.',
  converted: 'Deze lead is al omgezet naar een klant; stuur de onboarding vanaf de klant.',
  moveRefused: {
    send: 'Alleen een onboarding in Concept kan worden verstuurd.',
    resend: 'Een onboarding die is ingediend of goedgekeurd kan niet opnieuw worden verstuurd.',
    withdraw: 'Alleen een onboarding die nog openstaat kan worden ingetrokken.',
    open: 'Deze onboarding is niet meer open.',
    submit: 'Deze onboarding kan niet meer worden ingediend.',
    expire: 'Deze onboarding is niet meer open.',
    unsend: 'Deze onboarding is intussen gewijzigd.',
    approve: 'Alleen een ingediende onboarding kan worden goedgekeurd.',
  } satisfies Record<OnboardingMove, string>,
  notReviewed: 'Nog niet over elke voorgestelde wijziging is beslist.',
  mailFailed:
    'De e-mail met de link kon niet worden verstuurd; de onboarding staat in Concept. Probeer het later opnieuw.',
  closed:
    'Je gegevens zijn al ingediend. Je kunt niets meer wijzigen; we nemen contact op als er iets niet klopt.',
  notOpen: 'Deze onboarding staat niet meer open.',
} as const;

/** The notes are the staff's: every other field of the kind's staged catalogue is asked. */
const notAsked = new Set(['organisation.notes', 'contact.notes']);

/** The fields an onboarding asks, in form order, with whether each must be filled in. */
export function onboardingFields(kind: OnboardingKind): { key: string; required: boolean }[] {
  return Object.entries(stagedCatalogues[kind])
    .filter(([key]) => !notAsked.has(key))
    .map(([key, field]) => ({ key, required: field.required === true }));
}

const id = (message: string) => z.string({ error: message }).regex(/^[0-9A-Za-z]{1,40}$/, message);

/** "Onboardinglink versturen": the lead or customer and which of its contact people. */
export const onboardingInputSchema = z.object({
  targetKind: z.enum(onboardingKinds, { error: 'Kies een lead of klant.' }),
  targetId: id('Kies een lead of klant.'),
  contactId: id('Kies een contactpersoon.'),
});
export type OnboardingInput = z.infer<typeof onboardingInputSchema>;

/** Every field of an onboarding a history entry may name. */
export const onboardingCatalogue = defineCatalogue({
  status: { label: 'Status', type: 'enum', options: onboardingStatusLabels },
  targetName: { label: 'Relatie', type: 'text' },
  // The lifecycle's fields read as a request's.
  contactName: requestCatalogue.contactName,
  email: requestCatalogue.email,
  sentAt: requestCatalogue.sentAt,
  sentBy: requestCatalogue.sentBy,
  sentByName: requestCatalogue.sentByName,
  linkExpiresAt: requestCatalogue.linkExpiresAt,
  openedAt: requestCatalogue.openedAt,
  submittedAt: requestCatalogue.submittedAt,
  withdrawnAt: requestCatalogue.withdrawnAt,
  expiredAt: requestCatalogue.expiredAt,
  approvedAt: requestCatalogue.approvedAt,
});
