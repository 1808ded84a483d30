import { dutchDate } from '@crm/core/nl/date';
import type { ContractStatus } from '@crm/core/contracts/schema';
import type { RenewalKind } from '@crm/core/contract-types/term';
import { noticeUrgency, urgencyText } from '../lib/contract-dates';

const urgencyClass = { past: 'font-semibold text-red-700', decide: 'font-semibold text-orange-700' } as const;

/**
 * Uiterlijk opzeggen (the last notice day): red once past, orange from the Beslisdatum on. The colour is said in words too,
 * for whoever does not see it. A contract without renewal, or one given notice, needs no notice day:
 * it says when it ends.
 */
export function NoticeDate({
  contract,
  today,
}: {
  contract: {
    status: ContractStatus;
    renewal: RenewalKind;
    noticeBy: string;
    decideBy: string;
    periodEnd: string;
  };
  today: string;
}) {
  if (contract.renewal === 'geen' || contract.status === 'opgezegd') {
    return <span className="whitespace-nowrap">Eindigt op {dutchDate(contract.periodEnd)}</span>;
  }
  const urgency = noticeUrgency(contract, today);
  if (!urgency) return <span className="whitespace-nowrap">{dutchDate(contract.noticeBy)}</span>;
  return (
    <span className={`whitespace-nowrap ${urgencyClass[urgency]}`} data-urgency={urgency}>
      {dutchDate(contract.noticeBy)}
      <span className="sr-only"> ({urgencyText[urgency]})</span>
    </span>
  );
}
