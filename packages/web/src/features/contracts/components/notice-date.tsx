import { dutchDate } from '@crm/core/nl/date';
import type { ContractStatus } from '@crm/core/contracts/schema';
import { noticeUrgency, urgencyText } from '../lib/contract-dates';

const urgencyClass = { past: 'font-semibold text-red-700', decide: 'font-semibold text-orange-700' } as const;

/**
 * Uiterlijk opzeggen (the last notice day): red once past, orange from the Beslisdatum on. The colour is said in words too,
 * for whoever does not see it.
 */
export function NoticeDate({
  contract,
  today,
}: {
  contract: { status: ContractStatus; noticeBy: string; decideBy: string };
  today: string;
}) {
  const urgency = noticeUrgency(contract, today);
  if (!urgency) return <span className="whitespace-nowrap">{dutchDate(contract.noticeBy)}</span>;
  return (
    <span className={`whitespace-nowrap ${urgencyClass[urgency]}`} data-urgency={urgency}>
      {dutchDate(contract.noticeBy)}
      <span className="sr-only"> ({urgencyText[urgency]})</span>
    </span>
  );
}
