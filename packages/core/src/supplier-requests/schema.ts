import * as z from 'zod';
import { defineCatalogue, type FieldDef } from '../catalogue/field.ts';
import { organisationCatalogue } from '../catalogue/organisation.ts';
import { contactCatalogue } from '../contacts/schema.ts';
import { DOCUMENT_WARNING_DAYS, fileCategories, fileCategoryLabels } from '../files/schema.ts';
import { financialCatalogue } from '../relations/financial.ts';
import { supplierCatalogue } from '../suppliers/schema.ts';
import { requiredText } from '../validation/fields.ts';
import { optionalText } from '../validation/optional.ts';
import { daysBetween } from '../nl/date.ts';

/**
 * Supplier information requests (decisions 036 and 047): the templates of the settings, the fields
 * a request may ask (from the supplier's catalogues), the statuses and their Dutch words.
 * Browser-safe: the forms validate with the same schemas as the API.
 */

/** Where an asked field lives: the organisation fields, the supplier's own, its financial record, its primary contact person. */
export const fieldGroups = ['organisation', 'supplier', 'financial', 'contact'] as const;
export type FieldGroup = (typeof fieldGroups)[number];
export const fieldGroupLabels: Record<FieldGroup, string> = {
  organisation: 'Organisatie',
  supplier: 'Leverancier',
  financial: 'Financieel',
  contact: 'Primaire contactpersoon',
};

/** The fields a supplier fills in itself (its number, status and the Exact bookkeeping are ours). */
const supplierOwn = ['category'] as const;
const contactAsked = ['firstName', 'infix', 'lastName', 'jobTitle', 'email', 'phone', 'mobile'] as const;

function groupFields(
  group: FieldGroup,
  catalogue: Readonly<Record<string, FieldDef>>,
  names: readonly string[],
) {
  return names.map((name) => {
    const field = catalogue[name];
    if (!field) throw new Error(`unknown field ${name}`);
    return { key: `${group}.${name}`, group, name, field };
  });
}

/** Every field a template may ask, in form order; its key is `<group>.<field>`. */
export const askableFields = [
  ...groupFields('organisation', organisationCatalogue, Object.keys(organisationCatalogue)),
  ...groupFields('supplier', supplierCatalogue, supplierOwn),
  ...groupFields(
    'financial',
    financialCatalogue,
    Object.entries(financialCatalogue)
      .filter(([, field]) => (field as FieldDef).input)
      .map(([name]) => name),
  ),
  ...groupFields('contact', contactCatalogue, contactAsked),
];
export type AskableField = (typeof askableFields)[number];
export const askableKeys = askableFields.map((field) => field.key);
const askableByKey = new Map(askableFields.map((field) => [field.key, field]));
export const askableField = (key: string): AskableField | undefined => askableByKey.get(key);

/** Critical by default (a second approver): IBAN, Tenaamstelling, KvK-nummer. */
export const criticalByDefault = (key: string): boolean => askableField(key)?.field.critical === true;

export const documentCategories = fileCategories;
export const documentCategoryLabels = fileCategoryLabels;

export const DEFAULT_VALIDITY_DAYS = 14;
export const DEFAULT_REMINDER_DAYS = 3;
export const MAX_VALIDITY_DAYS = 90;
export const MAX_DOCUMENTS = 20;

const known = new Set<string>(askableKeys);

export const askedFieldSchema = z.object({
  key: z.string({ error: 'Kies een veld.' }).refine((key) => known.has(key), 'Kies een veld uit de lijst.'),
  required: z.boolean({ error: 'Geef aan of het veld verplicht is.' }).default(false),
  critical: z.boolean({ error: 'Geef aan of het veld kritiek is.' }).default(false),
});
export type AskedField = z.infer<typeof askedFieldSchema>;

export const askedDocumentSchema = z.object({
  category: z.enum(documentCategories, { error: 'Kies een categorie.' }),
  required: z.boolean({ error: 'Geef aan of het document verplicht is.' }).default(true),
  validUntil: z.boolean({ error: 'Geef aan of Geldig tot gevraagd wordt.' }).default(false),
});
export type AskedDocument = z.infer<typeof askedDocumentSchema>;

function days(message: string, max: number) {
  return z.number({ error: message }).int(message).min(1, message).max(max, message);
}

export const templateMessages = {
  nothingAsked: 'Vraag minstens één veld of één document.',
  fieldTwice: 'Een veld staat er twee keer in.',
  documentTwice: 'Een documentcategorie staat er twee keer in.',
  reminderTooLate: 'Het herinneringsinterval moet korter zijn dan de geldigheid van de link.',
  notFound: 'Dit sjabloon bestaat niet (meer).',
  noDefault: 'Er is nog geen standaardsjabloon. Maak eerst een sjabloon aan.',
  defaultNotDeleted:
    'Het standaardsjabloon kan niet worden verwijderd. Maak eerst een ander sjabloon de standaard.',
  defaultStays:
    'Er is altijd één standaardsjabloon. Maak een ander sjabloon de standaard; dan is dit het niet meer.',
  defaultChanged: 'Een ander sjabloon is intussen de standaard geworden. Laad de pagina opnieuw.',
} as const;

/** Every field of a template (the form's labels and the change log's). */
export const templateCatalogue = defineCatalogue({
  name: { label: 'Naam', type: 'text', required: true, input: requiredText('Vul een naam in.', 120) },
  fields: {
    label: 'Gevraagde velden',
    type: 'list',
    input: z
      .array(askedFieldSchema, { error: 'De gevraagde velden zijn niet goed doorgegeven.' })
      .max(askableFields.length)
      .default([]),
    stored: z.array(z.object({ key: z.string(), required: z.boolean(), critical: z.boolean() })),
  },
  documents: {
    label: 'Gevraagde documenten',
    type: 'list',
    input: z
      .array(askedDocumentSchema, { error: 'De gevraagde documenten zijn niet goed doorgegeven.' })
      .max(MAX_DOCUMENTS, `Vraag hoogstens ${MAX_DOCUMENTS} documenten.`)
      .default([]),
    stored: z.array(
      z.object({ category: z.enum(documentCategories), required: z.boolean(), validUntil: z.boolean() }),
    ),
  },
  intro: { label: 'Introductietekst', type: 'text', input: optionalText(5000) },
  validityDays: {
    label: 'Geldigheid van de link (dagen)',
    type: 'integer',
    input: days(`Vul een geldigheid in van 1 tot ${MAX_VALIDITY_DAYS} dagen.`, MAX_VALIDITY_DAYS).default(
      DEFAULT_VALIDITY_DAYS,
    ),
  },
  reminderDays: {
    label: 'Herinneringsinterval (dagen)',
    type: 'integer',
    input: days(`Vul een interval in van 1 tot ${MAX_VALIDITY_DAYS} dagen.`, MAX_VALIDITY_DAYS).default(
      DEFAULT_REMINDER_DAYS,
    ),
  },
  isDefault: { label: 'Standaardsjabloon', type: 'boolean', input: z.boolean().default(false) },
});

export const templateInputSchema = z
  .object({
    name: templateCatalogue.name.input,
    fields: templateCatalogue.fields.input,
    documents: templateCatalogue.documents.input,
    intro: templateCatalogue.intro.input,
    validityDays: templateCatalogue.validityDays.input,
    reminderDays: templateCatalogue.reminderDays.input,
    isDefault: templateCatalogue.isDefault.input,
  })
  .superRefine((input, context) => {
    if (input.fields.length === 0 && input.documents.length === 0)
      context.addIssue({ code: 'custom', path: ['fields'], message: templateMessages.nothingAsked });
    if (new Set(input.fields.map((field) => field.key)).size !== input.fields.length)
      context.addIssue({ code: 'custom', path: ['fields'], message: templateMessages.fieldTwice });
    if (new Set(input.documents.map((doc) => doc.category)).size !== input.documents.length)
      context.addIssue({ code: 'custom', path: ['documents'], message: templateMessages.documentTwice });
    if (input.reminderDays >= input.validityDays)
      context.addIssue({ code: 'custom', path: ['reminderDays'], message: templateMessages.reminderTooLate });
  });
export type TemplateInput = z.infer<typeof templateInputSchema>;

/** The statuses of a request (PRODUCT.md), in lifecycle order. */
export const requestStatuses = [
  'concept',
  'verstuurd',
  'geopend',
  'ingediend',
  'goedgekeurd',
  'teruggestuurd',
  'verlopen',
  'ingetrokken',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestStatusLabels: Record<RequestStatus, string> = {
  concept: 'Concept',
  verstuurd: 'Verstuurd',
  geopend: 'Geopend',
  ingediend: 'Ingediend',
  goedgekeurd: 'Goedgekeurd',
  teruggestuurd: 'Teruggestuurd',
  verlopen: 'Verlopen',
  ingetrokken: 'Ingetrokken',
};

/** While the supplier may answer: reminders go out and the link works. */
export const openStatuses: readonly RequestStatus[] = ['verstuurd', 'geopend', 'teruggestuurd'];

/**
 * Which status each move leaves from. A move from any other status is a 409 with the move's own
 * words; the write is conditional on the status it leaves, so two moves at once make one.
 */
export const requestMoves = {
  send: { from: ['concept'], to: 'verstuurd' },
  resend: { from: ['verstuurd', 'geopend', 'teruggestuurd', 'verlopen', 'ingetrokken'], to: 'verstuurd' },
  withdraw: { from: ['concept', 'verstuurd', 'geopend', 'teruggestuurd'], to: 'ingetrokken' },
  open: { from: ['verstuurd'], to: 'geopend' },
  submit: { from: ['verstuurd', 'geopend', 'teruggestuurd'], to: 'ingediend' },
  expire: { from: ['verstuurd', 'geopend', 'teruggestuurd'], to: 'verlopen' },
  /** The mail with the link could not be sent: back to Concept, the link withdrawn. */
  unsend: { from: ['verstuurd'], to: 'concept' },
  /** Every proposed change decided (the staged review's `reviewDone`). */
  approve: { from: ['ingediend'], to: 'goedgekeurd' },
  /** Terugsturen: the supplier redoes the named fields and documents through the same link. */
  return: { from: ['ingediend'], to: 'teruggestuurd' },
} as const satisfies Record<string, { from: readonly RequestStatus[]; to: RequestStatus }>;
export type RequestMove = keyof typeof requestMoves;

export const requestMessages = {
  notFound: 'Dit verzoek bestaat niet (meer).',
  contactNotOfSupplier: 'Kies een contactpersoon van deze leverancier.',
  contactWithoutEmail: 'Deze contactpersoon heeft geen e-mailadres. Vul dat eerst in.',
  templateMissing: 'Kies een sjabloon.',
  moveRefused: {
    send: 'Alleen een verzoek in Concept kan worden verstuurd.',
    resend: 'Een verzoek dat is ingediend of goedgekeurd kan niet opnieuw worden verstuurd.',
    withdraw: 'Alleen een verzoek dat nog openstaat kan worden ingetrokken.',
    open: 'Dit verzoek is niet meer open.',
    submit: 'Dit verzoek kan niet meer worden ingediend.',
    expire: 'Dit verzoek is niet meer open.',
    unsend: 'Dit verzoek is intussen gewijzigd.',
    approve: 'Alleen een ingediend verzoek kan worden goedgekeurd.',
    return: 'Alleen een ingediend verzoek kan worden teruggestuurd.',
  } satisfies Record<RequestMove, string>,
  notReviewed: 'Nog niet over elke voorgestelde wijziging is beslist.',
  mailFailed:
    'De e-mail met de link kon niet worden verstuurd; het verzoek staat weer in Concept. Probeer het later opnieuw.',
} as const;

/** Creating a request: which template, to which of the supplier's contact people. */
export const requestInputSchema = z.object({
  supplierId: z
    .string({ error: 'Kies een leverancier.' })
    .regex(/^[0-9A-Za-z]{1,40}$/, 'Kies een leverancier.'),
  templateId: z
    .string({ error: requestMessages.templateMissing })
    .regex(/^[0-9A-Za-z]{1,40}$/, requestMessages.templateMissing),
  contactId: z
    .string({ error: 'Kies een contactpersoon.' })
    .regex(/^[0-9A-Za-z]{1,40}$/, 'Kies een contactpersoon.'),
  /**
   * "Nieuw verzoek voor dit document": the request asks only a new copy of this document (required,
   * with Geldig tot), with the template's intro, validity and reminders.
   */
  document: z.enum(documentCategories, { error: 'Kies een categorie.' }).optional(),
});
export type RequestInput = z.infer<typeof requestInputSchema>;

/** Terugsturen: staff's comment and what the supplier redoes (at least one field or document). */
export const returnInputSchema = z
  .object({
    version: z.number({ error: 'Versie ontbreekt.' }).int(),
    comment: requiredText('Schrijf de leverancier wat er opnieuw moet.', 2000),
    fields: z.array(z.string().max(80)).max(askableFields.length).default([]),
    documents: z.array(z.enum(documentCategories)).max(MAX_DOCUMENTS).default([]),
  })
  .superRefine((input, context) => {
    if (input.fields.length === 0 && input.documents.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['fields'],
        message: 'Kies minstens één veld of document om opnieuw in te vullen.',
      });
  });
export type ReturnInput = z.infer<typeof returnInputSchema>;

/** Every field of a request a history entry may name. */
export const requestCatalogue = defineCatalogue({
  status: { label: 'Status', type: 'enum', options: requestStatusLabels },
  supplierName: { label: 'Leverancier', type: 'text' },
  templateName: { label: 'Sjabloon', type: 'text' },
  contactName: { label: 'Contactpersoon', type: 'text' },
  email: { label: 'E-mailadres', type: 'text' },
  sentAt: { label: 'Verstuurd op', type: 'datetime' },
  sentBy: { label: 'Verstuurd door', type: 'user' },
  sentByName: { label: 'Verstuurd door', type: 'text' },
  linkExpiresAt: { label: 'Link geldig tot', type: 'datetime' },
  openedAt: { label: 'Geopend op', type: 'datetime' },
  submittedAt: { label: 'Ingediend op', type: 'datetime' },
  withdrawnAt: { label: 'Ingetrokken op', type: 'datetime' },
  expiredAt: { label: 'Verlopen op', type: 'datetime' },
  approvedAt: { label: 'Goedgekeurd op', type: 'datetime' },
  returnedAt: { label: 'Teruggestuurd op', type: 'datetime' },
  returnComment: { label: 'Toelichting bij terugsturen', type: 'text' },
});

export const documentValidities = ['geldig', 'verloopt_binnenkort', 'verlopen'] as const;
export type DocumentValidity = (typeof documentValidities)[number];
export const documentValidityLabels: Record<DocumentValidity, string> = {
  geldig: 'Geldig',
  verloopt_binnenkort: 'Verloopt binnenkort',
  verlopen: 'Verlopen',
};

/**
 * A document's validity on `today` (both `YYYY-MM-DD`): verlopen after its Geldig tot (the day
 * itself still counts), verloopt binnenkort from 30 days before it.
 */
export function documentValidity(validUntil: string, today: string): DocumentValidity {
  if (validUntil < today) return 'verlopen';
  return daysBetween(today, validUntil) <= DOCUMENT_WARNING_DAYS ? 'verloopt_binnenkort' : 'geldig';
}
