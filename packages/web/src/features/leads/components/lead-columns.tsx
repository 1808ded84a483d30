import { leadCatalogue, leadSourceLabels } from '@crm/core/leads/schema';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import { staffName, type StaffMember } from '../../relations/api/get-staff';
import type { LeadRecord } from '../../relations/api/records';
import type { RelationColumn } from '../../relations/components/relation-table';
import { StatusBadge } from '../../relations/components/status-badge';

export function leadColumns(staff: readonly StaffMember[] | undefined): RelationColumn<LeadRecord>[] {
  return [
    { label: 'Bedrijfsnaam', sort: 'name', isRowLink: true, cell: (lead) => lead.companyName },
    { label: 'Status', sort: 'status', cell: (lead) => <StatusBadge kind="lead" status={lead.status} /> },
    { label: leadCatalogue.source.label, cell: (lead) => leadSourceLabels[lead.source] },
    { label: leadCatalogue.ownerId.label, cell: (lead) => staffName(staff, lead.ownerId) },
    { label: 'Plaats', cell: (lead) => lead.city },
    {
      label: leadCatalogue.expectedValue.label,
      sort: 'expectedValue',
      align: 'right',
      className: 'whitespace-nowrap text-gray-700',
      cell: (lead) => (typeof lead.expectedValue === 'number' ? formatAmount(lead.expectedValue) : null),
    },
    {
      label: leadCatalogue.followUpDate.label,
      sort: 'followUpDate',
      className: 'whitespace-nowrap text-gray-700',
      cell: (lead) => lead.followUpDate && formatDate(lead.followUpDate),
    },
    {
      label: 'Aangemaakt',
      sort: 'createdAt',
      className: 'whitespace-nowrap text-gray-700',
      cell: (lead) => formatDate(lead.createdAt),
    },
  ];
}
