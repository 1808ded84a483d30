import {
  lateNoticeEndLabels,
  termOf,
  type ContractStatus,
  type LateNoticeEnd,
} from '@crm/core/contracts/schema';
import { periodDates } from '@crm/core/contract-types/term';
import { dutchDate } from '@crm/core/nl/date';

type Stored = Parameters<typeof termOf>[0] & {
  status: ContractStatus;
  agreedRenewals: number;
  period: number;
  noticeBy: string;
};

export type LateNoticeChoice = { value: LateNoticeEnd; label: string; end: string };

/** The answer when nobody chooses: notice too late ends the contract a period later. */
export const DEFAULT_LATE_NOTICE_END: LateNoticeEnd = 'volgende-periode';

/**
 * What to ask when a contract is given notice (Opgezegd) after its last notice day, or null when
 * there is nothing to ask: the stored Uiterlijk opzeggen has passed (Dutch `today`) and the
 * contract would renew (tacitly, or explicitly with a renewal agreed beyond its period). The
 * notice then ends it at this period's end (if the other party agrees) or the next one's; the
 * ends are computed with the shared term functions.
 */
export function lateNoticeQuestion(
  contract: Stored,
  today: string,
): { legend: string; choices: LateNoticeChoice[] } | null {
  if (contract.status === 'opgezegd' || !(contract.noticeBy < today)) return null;
  const renews =
    contract.renewal === 'stilzwijgend' ||
    (contract.renewal === 'uitdrukkelijk' && contract.agreedRenewals > contract.period);
  if (!renews) return null;
  const term = termOf(contract);
  const endOf = (period: number) => periodDates(term, period, today).periodEnd;
  return {
    legend: `De uiterste opzegdatum (${dutchDate(contract.noticeBy)}) is verstreken. Tot wanneer geldt de opzegging?`,
    choices: [
      { value: 'deze-periode', label: lateNoticeEndLabels['deze-periode'], end: endOf(contract.period) },
      {
        value: 'volgende-periode',
        label: lateNoticeEndLabels['volgende-periode'],
        end: endOf(contract.period + 1),
      },
    ],
  };
}
