import { z } from 'zod';
import { isValidIban, normaliseIban } from '../nl/iban.ts';
import { isValidBic } from '../nl/rules.ts';
import { optionalAmount, optionalChecked, optionalDate, optionalText } from '../validation/optional.ts';

/** The financial record of a customer or supplier. Browser-safe. */
export const financialInputSchema = z.object({
  iban: optionalChecked(42, isValidIban, 'Dit IBAN klopt niet. Controleer het nummer.', normaliseIban),
  bic: optionalChecked(14, isValidBic, 'Vul een geldige BIC in, bijvoorbeeld ABNANL2A.', (v) =>
    v.replace(/\s+/g, '').toUpperCase(),
  ),
  accountHolder: optionalText(120),
  invoiceEmail: optionalChecked(
    254,
    (value) => z.email().safeParse(value).success,
    'Vul een geldig e-mailadres in.',
  ),
  invoiceAddress: optionalText(500),
  paymentTermDays: z
    .number({ error: 'Vul een betaaltermijn in dagen in.' })
    .int('Gebruik een heel aantal dagen.')
    .min(0, 'Een betaaltermijn kan niet negatief zijn.')
    .max(365, 'Een betaaltermijn is hoogstens 365 dagen.')
    .default(30),
  directDebit: z.boolean().default(false),
  directDebitReference: optionalText(35),
  directDebitDate: optionalDate(),
  creditLimit: optionalAmount(),
  vatLiable: z.boolean().default(true),
  version: z.number().int().nonnegative(),
});
export type FinancialInput = z.infer<typeof financialInputSchema>;

export const financialLabels = {
  iban: 'IBAN',
  bic: 'BIC',
  accountHolder: 'Tenaamstelling',
  invoiceEmail: 'Factuur-e-mailadres',
  invoiceAddress: 'Factuuradres',
  paymentTermDays: 'Betaaltermijn (dagen)',
  directDebit: 'Incassomachtiging',
  directDebitReference: 'Machtigingskenmerk',
  directDebitDate: 'Datum machtiging',
  creditLimit: 'Kredietlimiet',
  vatLiable: 'BTW-plichtig',
} as const;
