import type { ContractSort } from '@crm/core/contracts/list-query';
import { dutchDate, dutchToday } from '@crm/core/nl/date';
import { contractCatalogue as fields } from '@crm/core/contracts/schema';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/format-amount';
import type { ListQuery } from '../../../components/list/list-paging';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { useBulkDeleteContracts } from '../api/delete-contract';
import type { ContractRow } from '../api/get-contracts';
import { ContractStatusBadge } from './contract-status-badge';
import { NoticeDate } from './notice-date';

type ContractColumn = ListColumn<ContractRow, ContractSort>;

function contractColumns(today: string): ContractColumn[] {
  return [
    { label: fields.number.label, cell: (row) => row.number, sort: 'number', isRowLink: true },
    { label: fields.title.label, cell: (row) => row.title, sort: 'title', className: 'text-gray-900' },
    { label: fields.customerName.label, cell: (row) => row.customerName, sort: 'customerName' },
    { label: fields.supplierName.label, cell: (row) => row.supplierName, sort: 'supplierName' },
    { label: 'Type', cell: (row) => row.typeName ?? '—', sort: 'typeName' },
    {
      label: fields.periodEnd.label,
      cell: (row) => <span className="whitespace-nowrap">{dutchDate(row.periodEnd)}</span>,
      sort: 'periodEnd',
    },
    {
      label: fields.noticeBy.label,
      cell: (row) => <NoticeDate contract={row} today={today} />,
      sort: 'noticeBy',
    },
    {
      label: 'Waarde',
      cell: (row) => (row.value === undefined || row.value === null ? '—' : formatAmount(row.value)),
      align: 'right',
      sort: 'value',
    },
    {
      label: fields.status.label,
      cell: (row) => <ContractStatusBadge status={row.status} />,
      sort: 'status',
    },
    { label: fields.ownerId.label, cell: (row) => row.ownerName ?? '—', sort: 'ownerName' },
  ];
}

export const contractCount = (count: number) =>
  `${count.toLocaleString('nl-NL')} ${count === 1 ? 'contract' : 'contracten'}`;

type ContractTableProps = {
  query: ListQuery<ContractRow>;
  caption: string;
  sort?: { field: ContractSort; order: 'asc' | 'desc'; onSort: (field: ContractSort) => void };
  /** Rows can be ticked and deleted together (`contracts.delete`). */
  canDelete: boolean;
};

/** Contracts as rows (the list, and a customer's or supplier's Contracten tab). */
export function ContractTable({ query, caption, sort, canDelete }: ContractTableProps) {
  const bulkDelete = useBulkDeleteContracts();
  return (
    <ListTable
      query={query}
      columns={contractColumns(dutchToday())}
      describeCount={contractCount}
      caption={caption}
      href={(row) => paths.contracts.detail.getHref(row.id)}
      rowName={(row) => `${row.number} ${row.title}`}
      sort={sort}
      onBulkDelete={canDelete ? (items) => bulkDelete.mutateAsync(items) : undefined}
    />
  );
}
