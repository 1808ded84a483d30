import { leadCatalogue as fields, leadSourceLabels } from '@crm/core/leads/schema';
import type { Fact } from '../../../components/ui/fact-list';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import type { LeadRecord } from '../../relations/api/records';
import { statusLabel } from '../../relations/lib/relation-kinds';

/** What only a lead has. */
export function leadFacts(lead: LeadRecord, ownerName: string | null): Fact[] {
  return [
    { label: fields.status.label, value: statusLabel('lead', lead.status) },
    ...(lead.status === 'verloren' ? [{ label: fields.lostReason.label, value: lead.lostReason }] : []),
    { label: fields.source.label, value: leadSourceLabels[lead.source] },
    { label: fields.ownerId.label, value: ownerName },
    {
      label: fields.expectedValue.label,
      value: typeof lead.expectedValue === 'number' ? formatAmount(lead.expectedValue) : null,
    },
    { label: fields.followUpDate.label, value: lead.followUpDate && formatDate(lead.followUpDate) },
  ];
}
