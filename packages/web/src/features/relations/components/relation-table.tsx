import { useBulkDeleteRelations } from '../api/bulk-delete-relations';
import type { RelationRecords } from '../api/records';
import type { RelationFilters, RelationSortField } from '../lib/list-filters';
import { countText, relationKindInfo, type RelationKind } from '../lib/relation-kinds';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import type { RelationsQuery } from '../api/get-relations';

export type RelationColumn<R> = ListColumn<R, RelationSortField>;

type RelationTableProps<K extends RelationKind> = {
  kind: K;
  query: RelationsQuery<K>;
  columns: readonly RelationColumn<RelationRecords[K]>[];
  filters: RelationFilters;
  onSort: (field: RelationSortField) => void;
  /** Rows can be ticked and deleted together (the user has `<area>.delete`). */
  canDelete: boolean;
};

export function RelationTable<K extends RelationKind>({
  kind,
  query,
  columns,
  filters,
  onSort,
  canDelete,
}: RelationTableProps<K>) {
  const bulkDelete = useBulkDeleteRelations(kind);
  const info = relationKindInfo[kind];
  return (
    <ListTable
      query={query}
      columns={columns}
      describeCount={(count) => countText(kind, count)}
      caption={info.title}
      href={(record) => info.paths.detail.getHref(record.id)}
      rowName={(record) => record.companyName}
      sort={{ field: filters.sort, order: filters.order, onSort }}
      onBulkDelete={canDelete ? (items) => bulkDelete.mutateAsync(items) : undefined}
    />
  );
}
