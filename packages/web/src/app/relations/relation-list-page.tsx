import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeader } from '../../components/ui/page-header';
import { ExportMenu } from '../../features/export/components/export-menu';
import { useStaff, type StaffMember } from '../../features/relations/api/get-staff';
import { PAGE_SIZE } from '../../components/list/list-paging';
import { useRelations } from '../../features/relations/api/get-relations';
import type { RelationRecords } from '../../features/relations/api/records';
import { RelationListFilters } from '../../features/relations/components/relation-list-filters';
import { RelationTable, type RelationColumn } from '../../features/relations/components/relation-table';
import {
  toggleSort,
  toRelationsQuery,
  type RelationFilters,
} from '../../features/relations/lib/list-filters';
import { relationKindInfo, type RelationKind } from '../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useRelationListView } from './list-view';
import { useRelationAccess } from './use-relation-access';
import { paths } from '../../config/paths';

const importPaths = {
  lead: paths.leads,
  customer: paths.customers,
  supplier: paths.suppliers,
};

type RelationListPageProps<K extends RelationKind> = {
  kind: K;
  description: string;
  columns: (staff: readonly StaffMember[] | undefined) => RelationColumn<RelationRecords[K]>[];
  /** Next to the create button, e.g. the switch between list and board. */
  headerExtra?: ReactNode;
  /** Shown instead of the table (the leads' board); statuses are its columns, so no status filter. */
  board?: (filters: RelationFilters, staff: readonly StaffMember[] | undefined) => ReactNode;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A list of leads, customers or suppliers: filters and sort in the URL, rows that are links. */
export function RelationListPage<K extends RelationKind>({
  kind,
  description,
  columns,
  headerExtra,
  board,
}: RelationListPageProps<K>) {
  const info = relationKindInfo[kind];
  useDocumentTitle(info.title);
  const access = useRelationAccess(kind);
  const { filters, showView } = useRelationListView(kind);
  const { data: staff } = useStaff();

  return (
    <>
      <PageHeader
        title={info.title}
        description={description}
        actions={
          <>
            {headerExtra}
            <ExportMenu
              list={info.area}
              query={toRelationsQuery(board ? { ...filters, status: null } : filters, PAGE_SIZE)}
            />
            {access.create && (
              <ButtonLink variant="ghost" to={importPaths[kind].import.getHref()}>
                Importeren
              </ButtonLink>
            )}
            {access.update && (
              <ButtonLink variant="ghost" to={importPaths[kind].importContacts.getHref()}>
                Contactpersonen importeren
              </ButtonLink>
            )}
            {access.create && (
              <ButtonLink to={info.paths.create.getHref()}>{capitalised(info.one)} toevoegen</ButtonLink>
            )}
          </>
        }
      />
      <div className="space-y-6">
        <RelationListFilters
          kind={kind}
          filters={filters}
          onChange={showView}
          staff={staff}
          hide={board ? ['status'] : []}
        />
        {board ? (
          board({ ...filters, status: null }, staff)
        ) : (
          <TableView
            kind={kind}
            canDelete={access.delete}
            filters={filters}
            columns={columns(staff)}
            onSort={(field) => {
              const { sort, order } = toggleSort(filters, field);
              showView({ sort, order }, { replace: false });
            }}
          />
        )}
      </div>
    </>
  );
}

function TableView<K extends RelationKind>(props: {
  kind: K;
  canDelete: boolean;
  filters: RelationFilters;
  columns: RelationColumn<RelationRecords[K]>[];
  onSort: Parameters<typeof RelationTable>[0]['onSort'];
}) {
  const query = useRelations(props.kind, props.filters);
  return <RelationTable {...props} query={query} />;
}
