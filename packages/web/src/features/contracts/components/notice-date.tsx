import { dutchDate } from '@crm/core/nl/date';
import { termOf, type ContractStatus } from '@crm/core/contracts/schema';
import { noticeUrgency, passedNoticeText, urgencyText } from '../lib/contract-dates';

const urgencyClass = { past: 'font-semibold text-red-700', decide: 'font-semibold text-orange-700' } as const;

type ListedContract = Parameters<typeof termOf>[0] & {
  status: ContractStatus;
  period: number;
  noticeBy: string;
  decideBy: string;
  periodEnd: string;
};

/**
 * Uiterlijk opzeggen (the last notice day): red once past, orange from the Beslisdatum on. A passed
 * day says so in words with the next chance; the Beslisdatum's colour is said for a screen reader. A
 * contract without renewal, or one given notice, needs no notice day: it says when it ends.
 */
export function NoticeDate({ contract, today }: { contract: ListedContract; today: string }) {
  if (contract.renewal === 'geen' || contract.status === 'opgezegd') {
    return <span className="whitespace-nowrap">Eindigt op {dutchDate(contract.periodEnd)}</span>;
  }
  const urgency = noticeUrgency(contract, today);
  if (!urgency) return <span className="whitespace-nowrap">{dutchDate(contract.noticeBy)}</span>;
  const passed = urgency === 'past' ? passedNoticeText(termOf(contract), contract, today) : null;
  return (
    <span className={urgencyClass[urgency]} data-urgency={urgency}>
      <span className="whitespace-nowrap">{dutchDate(contract.noticeBy)}</span>
      {passed ? (
        <span className="block text-xs font-normal" data-testid="notice-passed">
          {passed}
        </span>
      ) : (
        <span className="sr-only"> ({urgencyText[urgency]})</span>
      )}
    </span>
  );
}
