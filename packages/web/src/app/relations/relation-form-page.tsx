import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormPage } from '../../components/form/form-page';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useRelation } from '../../lib/relations/get-relation';
import {
  CreateRelationForm,
  EditRelationForm,
  type RelationFormConfig,
} from '../../features/relations/components/relation-form';
import { relationKindInfo, type RelationKind } from '../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../hooks/use-document-title';

type RelationFormPageProps<K extends RelationKind, V extends FieldValues> = {
  kind: K;
  config: RelationFormConfig<K, V>;
  /** The kind's own section of the form. */
  kindFields: ReactNode;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A new lead, customer or supplier; after saving its page opens. */
export function CreateRelationPage<K extends RelationKind, V extends FieldValues>({
  kind,
  ...props
}: RelationFormPageProps<K, V>) {
  const info = relationKindInfo[kind];
  const title = `${capitalised(info.one)} toevoegen`;
  useDocumentTitle(title);
  return (
    <FormPage back={{ href: info.paths.list.getHref(), label: `Terug naar ${info.many}` }} title={title}>
      {({ onDirtyChange, leave }) => (
        <CreateRelationForm
          kind={kind}
          cancelHref={info.paths.list.getHref()}
          onDirtyChange={onDirtyChange}
          onSaved={(record) => leave(info.paths.detail.getHref(record.id), { replace: true })}
          {...props}
        />
      )}
    </FormPage>
  );
}

/** Editing a lead, customer or supplier as it was loaded; a stale save is refused (409). */
export function EditRelationPage<K extends RelationKind, V extends FieldValues>({
  kind,
  id,
  ...props
}: RelationFormPageProps<K, V> & { id: string }) {
  const info = relationKindInfo[kind];
  useDocumentTitle(`${capitalised(info.one)} bewerken`);
  const { data: detail } = useRelation(kind, id);
  if (!detail) return <LoadingScreen />;

  const detailHref = info.paths.detail.getHref(id);
  return (
    <FormPage
      back={{ href: detailHref, label: `Terug naar ${detail.record.companyName}` }}
      title={`${capitalised(info.one)} bewerken`}
      description={detail.record.companyName}
    >
      {({ onDirtyChange, leave }) => (
        <EditRelationForm
          // A fresh load of another record starts a fresh form; a reload after a conflict does not.
          key={id}
          kind={kind}
          record={detail.record}
          cancelHref={detailHref}
          onDirtyChange={onDirtyChange}
          onSaved={() => leave(detailHref)}
          {...props}
        />
      )}
    </FormPage>
  );
}
