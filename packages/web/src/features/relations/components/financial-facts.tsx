import { financialCatalogue as fields } from '@crm/core/relations/financial';
import { catalogueFacts, displayValue } from '../../../components/fields/field-display';
import type { Fact } from '../../../components/ui/fact-list';
import type { FinancialRecord } from '../api/records';

/** Incassomachtiging in words: `Ja, kenmerk M-1, getekend op 01-02-2026`. */
function directDebitText(financial: FinancialRecord): string {
  return [
    displayValue(fields.directDebit, financial.directDebit),
    financial.directDebitReference && `kenmerk ${financial.directDebitReference}`,
    financial.directDebitDate &&
      `getekend op ${displayValue(fields.directDebitDate, financial.directDebitDate)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export function financialFacts(financial: FinancialRecord): Fact[] {
  return [
    ...catalogueFacts(
      fields,
      ['iban', 'bic', 'accountHolder', 'invoiceEmail', 'invoiceAddress', 'paymentTermDays'],
      financial,
    ),
    { label: fields.directDebit.label, value: directDebitText(financial) },
    ...catalogueFacts(fields, ['creditLimit', 'vatLiable'], financial),
  ];
}
