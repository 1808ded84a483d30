import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** The question `useUnsavedChanges` asks when in-app navigation would drop unsaved changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Wijzigingen niet opgeslagen"
      description="Je hebt wijzigingen die nog niet zijn opgeslagen. Als je de pagina verlaat, gaan ze verloren."
      cancelLabel="Blijven"
      confirmLabel="Pagina verlaten"
      variant="danger"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
