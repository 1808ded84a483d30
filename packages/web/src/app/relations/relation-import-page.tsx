import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { TextLink } from '../../components/ui/text-link';
import { ImportScreen } from '../../features/import/components/import-screen';
import { relationKindInfo, type RelationKind } from '../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** "Importeren" of a relation list: its import screen, the import under way in the address (`?id=`). */
export function RelationImportPage({ kind }: { kind: RelationKind }) {
  const info = relationKindInfo[kind];
  const title = `${info.title} importeren`;
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <PageHeader
        title={title}
        back={<TextLink to={info.paths.list.getHref()}>Terug naar {info.many}</TextLink>}
      />
      <ImportScreen
        kind={kind}
        importId={search.get('id')}
        onImport={(id) => setSearch(id ? { id } : {}, { replace: false })}
      />
    </>
  );
}
