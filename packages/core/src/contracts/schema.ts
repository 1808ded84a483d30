import * as z from 'zod';
import { defineCatalogue, inputShape } from '../catalogue/field.ts';
import { requiredText } from '../validation/fields.ts';
import { optionalAmount, optionalDate, optionalText } from '../validation/optional.ts';
import {
  DEFAULT_DECISION_WEEKS,
  DEFAULT_NOTICE_UNIT,
  noticeUnitLabels,
  noticeUnits,
  renewalKinds,
  renewalLabels,
  termProblems,
  type ContractTerm,
} from '../contract-types/term.ts';

/** Contract fields, statuses and their rules. Browser-safe (the forms and the list use it too). */
export const contractStatuses = ['concept', 'actief', 'opgezegd', 'beeindigd', 'verlopen'] as const;
export type ContractStatus = (typeof contractStatuses)[number];
export const contractStatusLabels: Record<ContractStatus, string> = {
  concept: 'Concept',
  actief: 'Actief',
  opgezegd: 'Opgezegd',
  beeindigd: 'Beëindigd',
  verlopen: 'Verlopen',
};

/** Notice given after the last notice day ends the contract at this period's end or the next one's. */
export const lateNoticeEnds = ['deze-periode', 'volgende-periode'] as const;
export type LateNoticeEnd = (typeof lateNoticeEnds)[number];
export const lateNoticeEndLabels: Record<LateNoticeEnd, string> = {
  'deze-periode': 'Einde van deze periode (afgesproken met de wederpartij)',
  'volgende-periode': 'Einde van de volgende periode',
};

/**
 * A term field is a JSON number: a text, a list or a boolean is refused with the field's message,
 * never read as a number (`"12"`, `[24]`, `true` and `""` are no terms). The web form turns what is
 * typed into numbers first (`contract-form.ts`).
 */
const months = (label: string, min: number) =>
  z
    .number({ error: `Vul ${label} in hele maanden in.` })
    .int(`Vul ${label} in hele maanden in.`)
    .min(min, `Vul ${label} in van minstens ${min} ${min === 1 ? 'maand' : 'maanden'}.`)
    .max(1200, `Vul ${label} in van hoogstens 1200 maanden.`);

/**
 * Every field of a contract (catalogue/field.ts). The dates after Beslistermijn are derived by
 * `contractDates` and stored with the contract, so lists, the dashboard and the daily job read
 * them from indexes; only the system writes them.
 */
export const contractCatalogue = defineCatalogue({
  number: { label: 'Contractnummer', type: 'text', required: true },
  title: { label: 'Titel', type: 'text', required: true, input: requiredText('Vul een titel in.', 200) },
  customerId: {
    label: 'Klant',
    type: 'link',
    required: true,
    exported: false,
    input: requiredText('Kies een klant.', 40),
  },
  customerName: { label: 'Klant', type: 'text', required: true },
  supplierId: {
    label: 'Leverancier',
    type: 'link',
    required: true,
    exported: false,
    input: requiredText('Kies een leverancier.', 40),
  },
  supplierName: { label: 'Leverancier', type: 'text', required: true },
  typeId: { label: 'Contracttype', type: 'link', exported: false, input: optionalText(40) },
  typeName: { label: 'Contracttype', type: 'text' },
  startDate: {
    label: 'Startdatum',
    type: 'date',
    required: true,
    input: optionalDate()
      .refine((value) => value !== undefined, 'Vul een startdatum in.')
      .transform((value) => value ?? ''),
  },
  firstTermMonths: { label: 'Looptijd (maanden)', type: 'integer', input: months('een looptijd', 1) },
  renewal: {
    label: 'Verlenging',
    type: 'enum',
    options: renewalLabels,
    input: z.enum(renewalKinds, { error: 'Kies hoe het contract wordt verlengd.' }),
  },
  renewalTermMonths: {
    label: 'Verlengingstermijn (maanden)',
    type: 'integer',
    // Only a renewing contract needs one (the term rules say so on this field); without renewal
    // it is stored as the first term.
    input: months('een verlengingstermijn', 1)
      .nullish()
      .transform((value) => value ?? undefined),
    stored: z.number().int(),
  },
  noticePeriod: {
    label: 'Opzegtermijn',
    type: 'integer',
    // The unit's own range is a term rule (term.ts), checked once the unit is known.
    input: z
      .number({ error: 'Vul een opzegtermijn in hele getallen in.' })
      .int('Vul een opzegtermijn in hele getallen in.')
      .min(0, 'Vul een opzegtermijn in van 0 of meer.'),
  },
  noticeUnit: {
    label: 'Eenheid van de opzegtermijn',
    type: 'enum',
    options: noticeUnitLabels,
    input: z.enum(noticeUnits, { error: 'Kies dagen, weken of maanden.' }).default(DEFAULT_NOTICE_UNIT),
  },
  decisionWeeks: {
    label: 'Beslistermijn (weken)',
    type: 'integer',
    // Left out or null: the default (a type's own default is filled in by the form).
    input: z
      .number({ error: 'Vul een beslistermijn in hele weken in.' })
      .int('Vul een beslistermijn in hele weken in.')
      .min(0, 'Vul een beslistermijn in hele weken in.')
      .max(520, 'Vul een beslistermijn in van hoogstens 520 weken.')
      .nullish()
      .transform((value) => value ?? DEFAULT_DECISION_WEEKS),
  },
  value: { label: 'Waarde (€ per jaar)', type: 'amount', input: optionalAmount() },
  status: {
    label: 'Status',
    type: 'enum',
    options: contractStatusLabels,
    input: z.enum(contractStatuses, { error: 'Kies een status.' }).default('concept'),
  },
  ownerId: { label: 'Eigenaar', type: 'user', required: true, input: requiredText('Kies een eigenaar.', 40) },
  notes: { label: 'Notities', type: 'text', input: optionalText(5000) },
  /**
   * Notice given after the last notice day: which end it has (decision 039). Asked only then;
   * without an answer the next period's end.
   */
  lateNoticeEnd: {
    label: 'Opzegging na de uiterste datum geldt tot',
    type: 'enum',
    options: lateNoticeEndLabels,
    input: z.enum(lateNoticeEnds, { error: 'Kies tot wanneer de opzegging geldt.' }).optional(),
    stored: z.enum(lateNoticeEnds).optional(),
  },
  /** The day notice was registered (the system's). */
  noticeGivenOn: { label: 'Opgezegd op', type: 'date' },
  /** Explicit renewals agreed so far (Verlenging Uitdrukkelijk): "Verlenging vastleggen". */
  agreedRenewals: { label: 'Afgesproken verlengingen', type: 'integer' },
  /** The period's number is the index's, not a reader's: the dates say which period it is. */
  period: { label: 'Periode', type: 'integer', exported: false },
  periodStart: { label: 'Huidige periode vanaf', type: 'date', required: true },
  periodEnd: { label: 'Einddatum', type: 'date', required: true },
  noticeBy: { label: 'Uiterlijk opzeggen', type: 'date', required: true },
  decideBy: { label: 'Beslisdatum', type: 'date', required: true },
});

const termFields = [
  'firstTermMonths',
  'renewalTermMonths',
  'noticePeriod',
  'noticeUnit',
  'decisionWeeks',
] as const;
const isTermField = (field: unknown) =>
  (termFields as readonly unknown[]).includes(field) || field === 'renewal';

/**
 * A contract as entered. Without renewal the Verlengingstermijn is not asked: it is stored as the
 * first term, so every stored term is complete. The term rules are the date module's own.
 */
export const contractInputSchema = z
  .object(inputShape(contractCatalogue))
  .superRefine(
    (input, context) => {
      const renewalTermMonths =
        input.renewal === 'geen' ? input.firstTermMonths : (input.renewalTermMonths ?? Number.NaN);
      const problems = termProblems({ ...input, renewalTermMonths });
      for (const field of termFields) {
        const message = problems[field];
        if (message) context.addIssue({ code: 'custom', path: [field], message });
      }
    },
    // Checked beside the other fields' messages, once the term's own fields are numbers.
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        (payload.issues ?? []).every((issue) => issue.path?.[0] !== undefined && !isTermField(issue.path[0])),
    },
  )
  .transform((input) => ({
    ...input,
    // The refinement above made sure a renewing contract has one.
    renewalTermMonths:
      input.renewal === 'geen' ? input.firstTermMonths : (input.renewalTermMonths ?? Number.NaN),
  }));
export type ContractInput = z.output<typeof contractInputSchema>;

/** The term of a contract as the date module reads it. */
export function termOf(
  contract: Pick<
    ContractTerm,
    'startDate' | 'firstTermMonths' | 'renewal' | 'renewalTermMonths' | 'noticePeriod' | 'decisionWeeks'
  > & { agreedRenewals?: number | undefined; noticeUnit?: ContractTerm['noticeUnit'] },
): ContractTerm {
  return {
    startDate: contract.startDate,
    firstTermMonths: contract.firstTermMonths,
    renewal: contract.renewal,
    renewalTermMonths: contract.renewalTermMonths,
    noticePeriod: contract.noticePeriod,
    noticeUnit: contract.noticeUnit ?? DEFAULT_NOTICE_UNIT,
    decisionWeeks: contract.decisionWeeks,
    agreedRenewals: contract.agreedRenewals ?? 0,
  };
}

/**
 * The status moves a user makes (Verlopen is the daily job's): a draft becomes active, an active
 * contract is given notice or ended, notice can be withdrawn, and an expired contract can be made
 * active again once a renewal is agreed.
 */
export const statusMoves: Record<ContractStatus, readonly ContractStatus[]> = {
  concept: ['actief', 'beeindigd'],
  actief: ['opgezegd', 'beeindigd'],
  opgezegd: ['actief', 'beeindigd'],
  beeindigd: ['actief'],
  verlopen: ['actief', 'beeindigd'],
};

/** A user never sets Verlopen: the daily job does after the last period's end. */
export const expiresByItselfMessage = 'Een contract wordt vanzelf Verlopen na zijn einddatum.';

export function statusMoveProblem(from: ContractStatus, to: ContractStatus): string | undefined {
  if (from === to || statusMoves[from].includes(to)) return undefined;
  return `Een contract met status ${contractStatusLabels[from]} kan niet naar ${contractStatusLabels[to]}.`;
}

/** Statuses whose dates still call for action (reminders, the dashboard's block). */
export const runningStatuses: readonly ContractStatus[] = ['actief', 'opgezegd'];
