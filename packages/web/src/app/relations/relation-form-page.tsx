import type { ReactNode } from 'react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { PageHeader } from '../../components/ui/page-header';
import { TextLink } from '../../components/ui/text-link';
import { UnsavedChangesDialog } from '../../components/ui/unsaved-changes-dialog';
import { useRelation } from '../../lib/relations/get-relation';
import {
  CreateRelationForm,
  EditRelationForm,
  type RelationFormConfig,
} from '../../features/relations/components/relation-form';
import { relationKindInfo, type RelationKind } from '../../features/relations/lib/relation-kinds';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';

type FormPageProps<K extends RelationKind, V extends FieldValues> = {
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
}: FormPageProps<K, V>) {
  const info = relationKindInfo[kind];
  const title = `${capitalised(info.one)} toevoegen`;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  return (
    <>
      <PageHeader
        back={<TextLink to={info.paths.list.getHref()}>← Terug naar {info.many}</TextLink>}
        title={title}
      />
      <Card className="max-w-4xl">
        <CreateRelationForm
          kind={kind}
          cancelHref={info.paths.list.getHref()}
          onDirtyChange={setIsDirty}
          onSaved={(record) => {
            allowLeaving();
            void navigate(info.paths.detail.getHref(record.id), { replace: true });
          }}
          {...props}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

/** Editing a lead, customer or supplier as it was loaded; a stale save is refused (409). */
export function EditRelationPage<K extends RelationKind, V extends FieldValues>({
  kind,
  id,
  ...props
}: FormPageProps<K, V> & { id: string }) {
  const info = relationKindInfo[kind];
  useDocumentTitle(`${capitalised(info.one)} bewerken`);
  const { data: detail } = useRelation(kind, id);
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  if (!detail) return <LoadingScreen />;

  const detailHref = info.paths.detail.getHref(id);
  return (
    <>
      <PageHeader
        back={<TextLink to={detailHref}>← Terug naar {detail.record.companyName}</TextLink>}
        title={`${capitalised(info.one)} bewerken`}
        description={detail.record.companyName}
      />
      <Card className="max-w-4xl">
        <EditRelationForm
          // A fresh load of another record starts a fresh form; a reload after a conflict does not.
          key={id}
          kind={kind}
          record={detail.record}
          cancelHref={detailHref}
          onDirtyChange={setIsDirty}
          onSaved={() => {
            allowLeaving();
            void navigate(detailHref);
          }}
          {...props}
        />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
