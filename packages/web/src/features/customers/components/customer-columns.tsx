import { customerCatalogue } from '@crm/core/customers/schema';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format-date';
import { staffName, type StaffMember } from '../../relations/api/get-staff';
import type { CustomerRecord } from '../../relations/api/records';
import type { RelationColumn } from '../../relations/components/relation-table';
import { StatusBadge } from '../../relations/components/status-badge';

export function customerColumns(staff: readonly StaffMember[] | undefined): RelationColumn<CustomerRecord>[] {
  return [
    {
      label: 'Nummer',
      // Numbers follow the order in which customers were made.
      sort: 'createdAt',
      className: 'whitespace-nowrap tabular-nums text-gray-700',
      cell: (customer) => customer.number,
    },
    {
      label: customerCatalogue.companyName.label,
      sort: 'name',
      isRowLink: true,
      cell: (customer) => customer.companyName,
    },
    {
      label: customerCatalogue.status.label,
      sort: 'status',
      cell: (customer) => <StatusBadge kind="customer" status={customer.status} />,
    },
    { label: customerCatalogue.ownerId.label, cell: (customer) => staffName(staff, customer.ownerId) },
    { label: customerCatalogue.city.label, cell: (customer) => customer.city },
    { label: customerCatalogue.country.label, cell: (customer) => countryName(customer.country) },
    {
      label: 'Aangemaakt',
      className: 'whitespace-nowrap text-gray-700',
      cell: (customer) => formatDate(customer.createdAt),
    },
  ];
}
