import { editableFields } from '@crm/core/catalogue/field';
import { financialCatalogue, financialInputSchema } from '@crm/core/relations/financial';
import { formValuesOf, inputValuesOf } from '../../../components/fields/field-values';
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

const names = editableFields(financialCatalogue) as (keyof FinancialFormValues)[];

/** What a new financial record starts with are the catalogue's defaults: 30 days, no direct debit, liable to VAT. */
export function financialValuesOf(
  financial: Partial<FinancialRecord> | null | undefined,
): FinancialFormValues {
  return formValuesOf(financialCatalogue, names, financial) as FinancialFormValues;
}

/** The schema's input: numbers where the form has texts. A blank Betaaltermijn is refused, not 30. */
export function toFinancialInput(values: FinancialFormValues) {
  const input = inputValuesOf(financialCatalogue, values);
  return { ...input, paymentTermDays: input.paymentTermDays ?? Number.NaN };
}
