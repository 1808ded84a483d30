import { leadCatalogue as fields } from '@crm/core/leads/schema';
import { displayValue } from '../../../components/fields/field-display';
import { formatDate } from '../../../lib/format-date';
import { staffName, type StaffMember } from '../../relations/api/get-staff';
import type { LeadRecord } from '../../relations/api/records';
import type { RelationColumn } from '../../relations/components/relation-table';
import { StatusBadge } from '../../relations/components/status-badge';

export function leadColumns(staff: readonly StaffMember[] | undefined): RelationColumn<LeadRecord>[] {
  return [
    { label: fields.companyName.label, sort: 'name', isRowLink: true, cell: (lead) => lead.companyName },
    {
      label: fields.status.label,
      sort: 'status',
      cell: (lead) => <StatusBadge kind="lead" status={lead.status} />,
    },
    { label: fields.source.label, cell: (lead) => displayValue(fields.source, lead.source) },
    { label: fields.ownerId.label, cell: (lead) => staffName(staff, lead.ownerId) },
    { label: fields.city.label, cell: (lead) => lead.city },
    {
      label: fields.expectedValue.label,
      sort: 'expectedValue',
      align: 'right',
      className: 'whitespace-nowrap text-gray-700',
      cell: (lead) => displayValue(fields.expectedValue, lead.expectedValue),
    },
    {
      label: fields.followUpDate.label,
      sort: 'followUpDate',
      className: 'whitespace-nowrap text-gray-700',
      cell: (lead) => displayValue(fields.followUpDate, lead.followUpDate),
    },
    {
      label: 'Aangemaakt',
      sort: 'createdAt',
      className: 'whitespace-nowrap text-gray-700',
      cell: (lead) => formatDate(lead.createdAt),
    },
  ];
}
