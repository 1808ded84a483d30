import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { DisplayContext } from '../../components/fields/field-display';
import { ButtonLink } from '../../components/ui/button-link';
import { Card } from '../../components/ui/card';
import { FactList, type Fact } from '../../components/ui/fact-list';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { PageHeader } from '../../components/ui/page-header';
import { RouteTabs, type RouteTab } from '../../components/ui/route-tabs';
import { TextLink } from '../../components/ui/text-link';
import { hasPermission, useUser } from '../../features/auth/api/get-user';
import { ContactList } from '../../features/contacts/components/contact-list';
import { useRelation, type RelationDetail } from '../../lib/relations/get-relation';
import { staffName, useStaff } from '../../features/relations/api/get-staff';
import type { RelationRecords } from '../../features/relations/api/records';
import { DeleteRelationButton } from '../../features/relations/components/delete-relation-button';
import { auditFacts, organisationFacts } from '../../features/relations/components/organisation-facts';
import { RelationHistory } from '../../features/relations/components/relation-history';
import { RelationMeta } from '../../features/relations/components/relation-meta';
import { relationKindInfo, type RelationKind } from '../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { contractsTab } from '../record-tabs/contracts-tab';
import { filesTab } from '../record-tabs/files-tab';
import { todosTab } from '../record-tabs/todos-tab';
import { useRelationAccess, type RelationAccess } from './use-relation-access';

type RelationDetailPageProps<K extends RelationKind> = {
  kind: K;
  id: string;
  /** What only this kind has, shown first on the Gegevens tab. */
  facts: (record: RelationRecords[K], context: DisplayContext) => Fact[];
  /** This kind's own actions, before Bewerken and Verwijderen. */
  actions?: (record: RelationRecords[K], access: RelationAccess) => ReactNode;
  /** A line under the header, e.g. that a lead became a customer. */
  notice?: (record: RelationRecords[K]) => ReactNode;
  /** Tabs of this kind, between Contactpersonen and Geschiedenis. */
  tabs?: (detail: RelationDetail<K>, access: RelationAccess) => RouteTab[];
};

/**
 * A lead, customer or supplier: header with key facts and actions, then tabs. Later features add
 * a tab by adding an entry to the list below (customers and suppliers list their contracts).
 */
export function RelationDetailPage<K extends RelationKind>({
  kind,
  id,
  facts,
  actions,
  notice,
  tabs,
}: RelationDetailPageProps<K>) {
  const info = relationKindInfo[kind];
  const { data: detail } = useRelation(kind, id);
  const { data: staff } = useStaff();
  const access = useRelationAccess(kind);
  const user = useUser();
  const navigate = useNavigate();
  useDocumentTitle(detail ? detail.record.companyName : info.title);
  if (!detail) return <LoadingScreen />;

  const { record, contacts } = detail;
  const ownerName = staffName(staff, 'ownerId' in record ? record.ownerId : undefined);
  const groups = organisationFacts(record);
  const allTabs: RouteTab[] = [
    {
      id: 'gegevens',
      label: 'Gegevens',
      // Grouped in two columns, so a record with few details is not one long column of dashes.
      content: (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Card title="Bedrijf">
            <FactList
              facts={[
                ...facts(record, { userName: (userId) => staffName(staff, userId) }),
                ...groups.company,
              ]}
            />
          </Card>
          <div className="grid gap-6">
            <Card title="Adres">
              <FactList facts={groups.address} />
            </Card>
            <Card title="Contact">
              <FactList facts={groups.contact} />
            </Card>
          </div>
          <Card title="Overig" className="lg:col-span-2">
            <FactList facts={auditFacts(record)} />
          </Card>
        </div>
      ),
    },
    {
      id: 'contactpersonen',
      label: 'Contactpersonen',
      count: contacts.length,
      content: <ContactList contacts={contacts} parent={{ kind, id }} canAdd={access.update} />,
    },
    ...(tabs?.(detail, access) ?? []),
    ...((kind === 'customer' || kind === 'supplier') && hasPermission(user, 'contracts.view')
      ? [contractsTab({ kind, id, name: record.companyName })]
      : []),
    filesTab({ kind, id }, access.update),
    ...(hasPermission(user, 'todos.view') ? [todosTab({ kind, id, name: record.companyName })] : []),
    { id: 'geschiedenis', label: 'Geschiedenis', content: <RelationHistory kind={kind} id={id} /> },
  ];

  return (
    <>
      <PageHeader
        back={<TextLink to={info.paths.list.getHref()}>← Terug naar {info.many}</TextLink>}
        title={record.companyName}
        description={<RelationMeta record={record} ownerName={ownerName} />}
        actions={
          <>
            {actions?.(record, access)}
            {access.update && (
              <ButtonLink to={info.paths.edit.getHref(id)} variant="ghost">
                Bewerken
              </ButtonLink>
            )}
            {access.delete && (
              <DeleteRelationButton
                record={record}
                onDeleted={() => void navigate(info.paths.list.getHref(), { replace: true })}
              />
            )}
          </>
        }
      />
      {notice?.(record)}
      <RouteTabs tabs={allTabs} label={`Over ${record.companyName}`} />
    </>
  );
}
