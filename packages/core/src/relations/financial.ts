import * as z from 'zod';
import { defineCatalogue, inputShape, labelsOf } from '../catalogue/field.ts';
import { isValidIban, normaliseIban } from '../nl/iban.ts';
import { isValidBic, normaliseBic } from '../nl/rules.ts';
import { normaliseEmail } from '../validation/fields.ts';
import {
  optionalAmount,
  optionalChecked,
  optionalDate,
  optionalEmail,
  optionalText,
} from '../validation/optional.ts';

/**
 * Every field of the financial record of a customer or supplier (see catalogue/field.ts). The Exact
 * Online link is not here: it has an item of its own (`relations/exact-state.ts`, decision 045), so a
 * sync never bumps the version an open Financieel form holds. Browser-safe.
 */
export const financialCatalogue = defineCatalogue({
  iban: {
    label: 'IBAN',
    type: 'iban',
    financial: true,
    critical: true,
    input: optionalChecked(42, isValidIban, 'Dit IBAN klopt niet. Controleer het nummer.', normaliseIban),
    normalise: normaliseIban,
    exact: 'BankAccount',
  },
  bic: {
    label: 'BIC',
    type: 'text',
    financial: true,
    input: optionalChecked(14, isValidBic, 'Vul een geldige BIC in, bijvoorbeeld ABNANL2A.', normaliseBic),
    normalise: normaliseBic,
    exact: 'BICCode',
  },
  accountHolder: {
    label: 'Tenaamstelling',
    type: 'text',
    financial: true,
    critical: true,
    input: optionalText(120),
    exact: 'BankAccountHolderName',
  },
  invoiceEmail: {
    label: 'Factuur-e-mailadres',
    type: 'text',
    financial: true,
    input: optionalEmail(),
    normalise: normaliseEmail,
  },
  invoiceAddress: { label: 'Factuuradres', type: 'text', financial: true, input: optionalText(500) },
  paymentTermDays: {
    label: 'Betaaltermijn (dagen)',
    type: 'integer',
    financial: true,
    input: z
      .number({ error: 'Vul een betaaltermijn in dagen in.' })
      .int('Gebruik een heel aantal dagen.')
      .min(0, 'Een betaaltermijn kan niet negatief zijn.')
      .max(365, 'Een betaaltermijn is hoogstens 365 dagen.')
      .default(30),
  },
  directDebit: {
    label: 'Incassomachtiging',
    type: 'boolean',
    financial: true,
    input: z.boolean().default(false),
  },
  directDebitReference: {
    label: 'Machtigingskenmerk',
    type: 'text',
    financial: true,
    input: optionalText(35),
  },
  directDebitDate: { label: 'Datum machtiging', type: 'date', financial: true, input: optionalDate() },
  creditLimit: { label: 'Kredietlimiet', type: 'amount', financial: true, input: optionalAmount() },
  vatLiable: { label: 'BTW-plichtig', type: 'boolean', financial: true, input: z.boolean().default(true) },
});

export const financialInputSchema = z.object({
  ...inputShape(financialCatalogue),
  version: z.number().int().nonnegative(),
});
export type FinancialInput = z.infer<typeof financialInputSchema>;

export const financialLabels = labelsOf(financialCatalogue);
