import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';
import { TextLink } from '../ui/text-link';
import { UnsavedChangesDialog } from '../ui/unsaved-changes-dialog';

/** What the page gives its form: where to report unsaved changes, and how to leave after a save. */
export type FormPageControls = {
  onDirtyChange: (isDirty: boolean) => void;
  /** Leaves for `href` after a save, without asking about changes that are saved now. */
  leave: (href: string, options?: { replace?: boolean }) => void;
};

type FormPageProps = {
  /** The link back, e.g. to the record (`← Terug naar Bakkerij de Zon`). */
  back: { href: string; label: string };
  title: string;
  description?: ReactNode;
  /** How wide the form's card is. */
  width?: 'max-w-2xl' | 'max-w-3xl' | 'max-w-4xl';
  /** A read-only card beside the form on wide screens. */
  aside?: ReactNode;
  children: (controls: FormPageControls) => ReactNode;
};

/**
 * The page around a create or edit form: header with the way back, the form in a card, and the
 * question before unsaved changes are left (in the app, or by closing the tab).
 */
export function FormPage({ back, title, description, width = 'max-w-4xl', aside, children }: FormPageProps) {
  const navigate = useNavigate();
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  const form = children({
    onDirtyChange: setIsDirty,
    leave: (href, options) => {
      allowLeaving();
      void navigate(href, options);
    },
  });
  return (
    <>
      <PageHeader
        back={<TextLink to={back.href}>← {back.label}</TextLink>}
        title={title}
        description={description}
      />
      {aside ? (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">{form}</Card>
          {aside}
        </div>
      ) : (
        <Card className={width}>{form}</Card>
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
