import { leadSourceLabels } from '@crm/core/leads/schema';
import type { Fact } from '../../../components/ui/fact-list';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import type { LeadRecord } from '../../relations/api/records';
import { statusLabel } from '../../relations/lib/relation-kinds';

/** What only a lead has. */
export function leadFacts(lead: LeadRecord, ownerName: string | null): Fact[] {
  return [
    { label: 'Status', value: statusLabel('lead', lead.status) },
    ...(lead.status === 'verloren' ? [{ label: 'Reden verloren', value: lead.lostReason }] : []),
    { label: 'Bron', value: leadSourceLabels[lead.source] },
    { label: 'Eigenaar', value: ownerName },
    {
      label: 'Verwachte waarde',
      value: typeof lead.expectedValue === 'number' ? formatAmount(lead.expectedValue) : null,
    },
    { label: 'Opvolgdatum', value: lead.followUpDate && formatDate(lead.followUpDate) },
  ];
}
