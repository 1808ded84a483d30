import { supplierCatalogue } from '@crm/core/suppliers/schema';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format-date';
import type { SupplierRecord } from '../../relations/api/records';
import type { RelationColumn } from '../../relations/components/relation-table';
import { StatusBadge } from '../../relations/components/status-badge';

export function supplierColumns(): RelationColumn<SupplierRecord>[] {
  return [
    {
      label: 'Nummer',
      // Numbers follow the order in which suppliers were made.
      sort: 'createdAt',
      className: 'whitespace-nowrap tabular-nums text-gray-700',
      cell: (supplier) => supplier.number,
    },
    {
      label: supplierCatalogue.companyName.label,
      sort: 'name',
      isRowLink: true,
      cell: (supplier) => supplier.companyName,
    },
    { label: supplierCatalogue.category.label, cell: (supplier) => supplier.category },
    {
      label: supplierCatalogue.status.label,
      sort: 'status',
      cell: (supplier) => <StatusBadge kind="supplier" status={supplier.status} />,
    },
    { label: supplierCatalogue.city.label, cell: (supplier) => supplier.city },
    { label: supplierCatalogue.country.label, cell: (supplier) => countryName(supplier.country) },
    {
      label: 'Aangemaakt',
      className: 'whitespace-nowrap text-gray-700',
      cell: (supplier) => formatDate(supplier.createdAt),
    },
  ];
}
