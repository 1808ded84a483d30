import { contractDates } from '@crm/core/contracts/dates';
import { termOf } from '@crm/core/contracts/schema';
import { dutchToday } from '@crm/core/nl/date';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/format-amount';
import type { ContractRecord } from '../api/get-contract';
import { datesLine, passedNoticeText } from '../lib/contract-dates';
import { ContractStatusBadge } from './contract-status-badge';

/**
 * Under the contract's title: number, status, parties (links), then its dates in one plain line
 * computed for today (a tacit renewal has rolled on even before the daily job records it; a Concept
 * shows its first period; without renewal only the day it ends), then
 * Waarde and Eigenaar.
 */
export function ContractHeader({
  contract,
  ownerName,
}: {
  contract: ContractRecord;
  ownerName: string | null;
}) {
  const today = dutchToday();
  const dates = contractDates(contract, today);
  const passed = passedNoticeText(termOf(contract), { status: contract.status, ...dates }, today);
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ContractStatusBadge status={contract.status} />
        <span>{contract.number}</span>
        <span>
          Klant:{' '}
          <TextLink to={paths.customers.detail.getHref(contract.customerId)}>
            {contract.customerName}
          </TextLink>
        </span>
        <span>
          Leverancier:{' '}
          <TextLink to={paths.suppliers.detail.getHref(contract.supplierId)}>
            {contract.supplierName}
          </TextLink>
        </span>
      </p>
      <p className="font-medium text-gray-900" data-testid="contract-dates">
        {datesLine(dates, contract.renewal, contract.status)}
      </p>
      {passed && (
        <p className="font-semibold text-red-700" data-testid="notice-passed">
          {passed}
        </p>
      )}
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        <span>
          Waarde:{' '}
          {contract.value === undefined || contract.value === null
            ? '—'
            : `${formatAmount(contract.value)} per jaar`}
        </span>
        <span>Eigenaar: {ownerName ?? '—'}</span>
      </p>
    </div>
  );
}
