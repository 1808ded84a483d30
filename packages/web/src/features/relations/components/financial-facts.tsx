import { financialCatalogue as fields } from '@crm/core/relations/financial';
import { catalogueFacts, displayValue } from '../../../components/fields/field-display';
import { Badge } from '../../../components/ui/badge';
import { FactList, type Fact } from '../../../components/ui/fact-list';
import { formatDateTime } from '../../../lib/format-date';
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

/** The link with Exact Online: kept by the synchronisation, read-only here. */
export function ExactLink({ financial }: { financial: FinancialRecord | null }) {
  const state = financial?.exactSyncState;
  // A record the synchronisation never touched has nothing to list but dashes.
  if (!financial?.exactId && !financial?.exactCode && !financial?.exactLastSyncAt && !state)
    return <p className="text-sm text-gray-600">Nog niet gekoppeld met Exact.</p>;
  return (
    <FactList
      stacked
      facts={[
        { label: fields.exactId.label, value: financial?.exactId },
        { label: fields.exactCode.label, value: financial?.exactCode },
        {
          label: fields.exactLastSyncAt.label,
          value: financial?.exactLastSyncAt
            ? formatDateTime(financial.exactLastSyncAt)
            : 'Nog niet gesynchroniseerd',
        },
        {
          label: fields.exactSyncState.label,
          value: state && <Badge color={financial?.exactSyncError ? 'amber' : 'green'}>{state}</Badge>,
        },
        { label: fields.exactSyncError.label, value: financial?.exactSyncError },
      ]}
    />
  );
}
