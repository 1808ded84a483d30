import { useSearchParams } from 'react-router';
import { contactImportOf } from '@crm/core/import/public';
import { PageHeader } from '../../components/ui/page-header';
import { TextLink } from '../../components/ui/text-link';
import { ImportScreen } from '../../features/import/components/import-screen';
import { relationKindInfo, type RelationKind } from '../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * "Importeren" of a relation list, or with `contacts` its "Contactpersonen importeren" (a sheet
 * with a company column): its import screen, the import under way in the address (`?id=`).
 */
export function RelationImportPage({ kind, contacts = false }: { kind: RelationKind; contacts?: boolean }) {
  const info = relationKindInfo[kind];
  const title = contacts ? `Contactpersonen van ${info.many} importeren` : `${info.title} importeren`;
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <PageHeader
        title={title}
        description={
          contacts
            ? `Eén rij per contactpersoon, met een kolom Bedrijfsnaam (en zo nodig KvK-nummer) die de ${info.one} aanwijst.`
            : undefined
        }
        back={<TextLink to={info.paths.list.getHref()}>Terug naar {info.many}</TextLink>}
      />
      <ImportScreen
        kind={contacts ? contactImportOf(kind) : kind}
        importId={search.get('id')}
        onImport={(id) => setSearch(id ? { id } : {}, { replace: false })}
      />
    </>
  );
}
