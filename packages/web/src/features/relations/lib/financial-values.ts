import { formatIban } from '@crm/core/nl/iban';
import { financialInputSchema } from '@crm/core/relations/financial';
import { formatAmountInput, parseAmount } from '../../../lib/format-amount';
import type { FinancialRecord } from '../api/records';

/** The API's schema without the version: that one comes from the record the form was opened with. */
export const financialFormSchema = financialInputSchema.omit({ version: true });

/** The financial record as the form holds it: texts and switches. */
export type FinancialFormValues = {
  iban: string;
  bic: string;
  accountHolder: string;
  invoiceEmail: string;
  invoiceAddress: string;
  paymentTermDays: string;
  directDebit: boolean;
  directDebitReference: string;
  directDebitDate: string;
  creditLimit: string;
  vatLiable: boolean;
};

/** What a new financial record starts with: 30 days, no direct debit, liable to VAT. */
export function financialValuesOf(
  financial: Partial<FinancialRecord> | null | undefined,
): FinancialFormValues {
  return {
    iban: financial?.iban ? formatIban(financial.iban) : '',
    bic: financial?.bic ?? '',
    accountHolder: financial?.accountHolder ?? '',
    invoiceEmail: financial?.invoiceEmail ?? '',
    invoiceAddress: financial?.invoiceAddress ?? '',
    paymentTermDays: String(financial?.paymentTermDays ?? 30),
    directDebit: financial?.directDebit ?? false,
    directDebitReference: financial?.directDebitReference ?? '',
    directDebitDate: financial?.directDebitDate ?? '',
    creditLimit: formatAmountInput(financial?.creditLimit),
    vatLiable: financial?.vatLiable ?? true,
  };
}

/** A whole number as typed; empty or unreadable is NaN, which the schema refuses in Dutch. */
export function parseWholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** The schema's input: numbers where the form has texts. */
export function toFinancialInput(values: FinancialFormValues) {
  return {
    ...values,
    paymentTermDays: parseWholeNumber(values.paymentTermDays),
    creditLimit: parseAmount(values.creditLimit),
  };
}
