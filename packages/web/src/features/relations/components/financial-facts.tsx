import { formatIban } from '@crm/core/nl/iban';
import { financialLabels as labels } from '@crm/core/relations/financial';
import { Badge } from '../../../components/ui/badge';
import { FactList, type Fact } from '../../../components/ui/fact-list';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import type { FinancialRecord } from '../api/records';

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nee');

export function financialFacts(financial: FinancialRecord): Fact[] {
  return [
    { label: labels.iban, value: financial.iban && formatIban(financial.iban) },
    { label: labels.bic, value: financial.bic },
    { label: labels.accountHolder, value: financial.accountHolder },
    { label: labels.invoiceEmail, value: financial.invoiceEmail },
    { label: labels.invoiceAddress, value: financial.invoiceAddress },
    { label: 'Betaaltermijn', value: `${financial.paymentTermDays} dagen` },
    {
      label: labels.directDebit,
      value: [
        yesNo(financial.directDebit),
        financial.directDebitReference && `kenmerk ${financial.directDebitReference}`,
        financial.directDebitDate && `getekend op ${formatDate(financial.directDebitDate)}`,
      ]
        .filter(Boolean)
        .join(', '),
    },
    {
      label: labels.creditLimit,
      value: typeof financial.creditLimit === 'number' ? formatAmount(financial.creditLimit) : null,
    },
    { label: labels.vatLiable, value: yesNo(financial.vatLiable) },
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
        { label: 'Exact ID', value: financial?.exactId },
        { label: 'Exact code', value: financial?.exactCode },
        {
          label: 'Laatste synchronisatie',
          value: financial?.exactLastSyncAt
            ? formatDateTime(financial.exactLastSyncAt)
            : 'Nog niet gesynchroniseerd',
        },
        {
          label: 'Synchronisatiestatus',
          value: state && <Badge color={financial?.exactSyncError ? 'amber' : 'green'}>{state}</Badge>,
        },
        { label: 'Synchronisatiefout', value: financial?.exactSyncError },
      ]}
    />
  );
}
