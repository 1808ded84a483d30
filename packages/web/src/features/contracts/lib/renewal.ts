import { termOf, type ContractStatus } from '@crm/core/contracts/schema';
import { periodDates, type ContractTerm } from '@crm/core/contract-types/term';
import { dutchDate } from '@crm/core/nl/date';

type Renewable = Parameters<typeof termOf>[0] & {
  status: ContractStatus;
  agreedRenewals: number;
  period: number;
};

/** The period one more agreed renewal adds, and what the confirmation says about it. */
export type RenewalOffer = { months: number; periodStart: string; periodEnd: string; description: string };

/**
 * What "Verlenging vastleggen" would add to a contract, or null when it cannot be renewed that way:
 * only a contract renewed explicitly (Uitdrukkelijk) that is Actief or Verlopen. The new period is
 * the one after the last agreed one (or after the period it is in, when it ran on further), as the
 * API records it, computed with the shared term functions.
 */
export function renewalOffer(contract: Renewable, today: string): RenewalOffer | null {
  if (contract.renewal !== 'uitdrukkelijk') return null;
  if (contract.status !== 'actief' && contract.status !== 'verlopen') return null;
  const added = Math.max(contract.agreedRenewals, contract.period) + 1;
  const term: ContractTerm = { ...termOf(contract), agreedRenewals: added };
  const { periodStart, periodEnd } = periodDates(term, added, today);
  const months = contract.renewalTermMonths;
  return {
    months,
    periodStart,
    periodEnd,
    description: `Het contract wordt verlengd met ${months} ${months === 1 ? 'maand' : 'maanden'}: de nieuwe periode loopt van ${dutchDate(periodStart)} tot en met ${dutchDate(periodEnd)}.`,
  };
}
