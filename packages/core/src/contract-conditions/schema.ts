import * as z from 'zod';
import { defineCatalogue, inputShape, labelsOf } from '../catalogue/field.ts';
import { CONDITION_TEXT_MAX, CONDITION_TITLE_MAX } from '../contract-types/schema.ts';
import { requiredText } from '../validation/fields.ts';

/**
 * Contract conditions: the clauses of one contract, each reviewed by the other party through a
 * link (decision 031). Browser-safe: the forms and the public page validate with these schemas.
 */
export const conditionStatuses = ['concept', 'ter_beoordeling', 'geaccepteerd', 'afgewezen'] as const;
export type ConditionStatus = (typeof conditionStatuses)[number];

export const conditionStatusLabels: Record<ConditionStatus, string> = {
  concept: 'Concept',
  ter_beoordeling: 'Ter beoordeling',
  geaccepteerd: 'Geaccepteerd',
  afgewezen: 'Afgewezen',
};

/** What the outsider decides; the evidence stores it in these words. */
export const conditionDecisions = ['accepted', 'rejected'] as const;
export type ConditionDecision = (typeof conditionDecisions)[number];
export const conditionDecisionLabels: Record<ConditionDecision, string> = {
  accepted: 'Geaccepteerd',
  rejected: 'Afgewezen',
};

/** At most this many conditions on one contract (the list is one Query). */
export const MAX_CONTRACT_CONDITIONS = 100;

/**
 * At most this many conditions in one review: sending stores the review, its link, each condition
 * and a history entry in one transaction, and withdrawing touches as many (DynamoDB takes 100).
 */
export const MAX_REVIEW_CONDITIONS = 50;

/** Days a review link stays valid unless the sender chooses otherwise. */
export const DEFAULT_REVIEW_DAYS = 14;
export const MAX_REVIEW_DAYS = 90;

export const conditionCatalogue = defineCatalogue({
  title: {
    label: 'Titel',
    type: 'text',
    required: true,
    input: requiredText('Vul een titel in.', CONDITION_TITLE_MAX),
  },
  text: {
    label: 'Tekst',
    type: 'text',
    required: true,
    input: requiredText('Vul de tekst van de voorwaarde in.', CONDITION_TEXT_MAX),
  },
  status: { label: 'Status', type: 'enum', options: conditionStatusLabels },
  textVersion: { label: 'Versie', type: 'integer' },
});

export const conditionLabels = {
  ...labelsOf(conditionCatalogue),
  position: 'Volgorde',
};

/**
 * A review sent to the other party (`REVIEW#<link id>`): its history entries name what was sent to
 * whom, and when its link was withdrawn.
 */
export const reviewCatalogue = defineCatalogue({
  review: { label: 'Ter beoordeling', type: 'text' },
});

/** `POST /api/contracts/{id}/conditions`, and with `version` its edit. */
export const conditionInputSchema = z.object(inputShape(conditionCatalogue));
export type ConditionInput = z.infer<typeof conditionInputSchema>;

const idField = (message: string) => z.string({ error: message }).regex(/^[0-9A-Za-z]{1,40}$/, message);

/** `PUT /api/contracts/{id}/conditions/{conditionId}/position`: it now comes right after `afterId`. */
export const conditionMoveSchema = z.object({
  afterId: idField('Deze voorwaarde is onbekend. Laad de pagina opnieuw.').nullable(),
});
export type ConditionMove = z.infer<typeof conditionMoveSchema>;

/** "Ter beoordeling versturen": which conditions, to which contact person, valid how long. */
export const reviewInputSchema = z.object({
  conditionIds: z
    .array(idField('Deze voorwaarde is onbekend. Laad de pagina opnieuw.'), {
      error: 'Kies de voorwaarden die je wilt versturen.',
    })
    .min(1, 'Kies minstens één voorwaarde.')
    .max(MAX_REVIEW_CONDITIONS, `Verstuur hoogstens ${MAX_REVIEW_CONDITIONS} voorwaarden tegelijk.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Een voorwaarde staat er twee keer in.'),
  contactId: idField('Kies een contactpersoon.'),
  days: z
    .number({ error: `Vul een geldigheid in van 1 tot ${MAX_REVIEW_DAYS} dagen.` })
    .int(`Vul een geldigheid in van 1 tot ${MAX_REVIEW_DAYS} dagen.`)
    .min(1, `Vul een geldigheid in van 1 tot ${MAX_REVIEW_DAYS} dagen.`)
    .max(MAX_REVIEW_DAYS, `Vul een geldigheid in van 1 tot ${MAX_REVIEW_DAYS} dagen.`)
    .default(DEFAULT_REVIEW_DAYS),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const NAME_MAX = 120;
export const COMMENT_MAX = 2000;

/** The outsider's decision on one condition (`POST /api/contract-conditions/decide`, with the token). */
export const decisionInputSchema = z
  .object({
    conditionId: idField('Deze voorwaarde is onbekend. Laad de pagina opnieuw.'),
    /** The SHA-256 of the text the page showed: a decision is about exactly that text. */
    textHash: z.string().regex(/^[0-9a-f]{64}$/, 'Laad de pagina opnieuw.'),
    decision: z.enum(conditionDecisions, { error: 'Kies Accepteren of Afwijzen.' }),
    comment: z.string().trim().max(COMMENT_MAX, `Gebruik maximaal ${COMMENT_MAX} tekens.`).default(''),
    name: requiredText('Vul je naam in.', NAME_MAX),
  })
  .superRefine((input, context) => {
    if (input.decision === 'rejected' && input.comment === '') {
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message: 'Licht toe waarom je deze voorwaarde afwijst.',
      });
    }
  });
export type DecisionInput = z.infer<typeof decisionInputSchema>;

/** Messages the API answers and the SPA shows as they are. */
export const conditionMessages = {
  notFound: 'Deze voorwaarde bestaat niet (meer).',
  tooMany: `Een contract heeft hoogstens ${MAX_CONTRACT_CONDITIONS} voorwaarden.`,
  sentCannotBeDeleted:
    'Deze voorwaarde is al ter beoordeling verstuurd en kan niet meer worden verwijderd. Pas haar aan; dat maakt een nieuwe versie.',
  notSendable: 'Alleen voorwaarden met de status Concept kunnen worden verstuurd.',
  contactNotOfContract: 'Kies een contactpersoon van de klant of leverancier van dit contract.',
  contactWithoutEmail: 'Deze contactpersoon heeft geen e-mailadres. Vul dat eerst in.',
  reviewNotFound: 'Deze beoordeling bestaat niet (meer).',
  reviewNotOpen: 'Deze link is niet meer open en kan niet worden ingetrokken.',
  onlyOwner: 'Alleen de eigenaar van het contract (of een beheerder) kan deze link intrekken.',
  /** The page showed a text that is no longer the condition's: staff changed it after sending. */
  textChanged:
    'Deze voorwaarde is gewijzigd nadat de link werd verstuurd. Er komt een nieuwe versie naar je toe; over deze tekst kun je niet meer beslissen.',
  notInReview: 'Deze voorwaarde hoort niet bij deze beoordeling.',
  /** A condition whose text version is not stored (issue 28): never sent, never decided. */
  textMissing:
    'De vastgelegde tekst van deze voorwaarde ontbreekt, dus ze kan niet worden verstuurd of beoordeeld. Pas de voorwaarde aan; dat legt haar tekst opnieuw vast.',
  alreadyDecided: 'Over deze voorwaarde is al beslist.',
  hasEvidence:
    'Dit contract heeft vastgelegde beslissingen over zijn voorwaarden (bewijs) en kan niet worden verwijderd. Zet het op Beëindigd.',
  renewalAsked: 'De eigenaar van het contract is gevraagd je een nieuwe link te sturen.',
  receiptNotYet: 'De ontvangstbevestiging is er zodra je over alle voorwaarden hebt beslist.',
} as const;
