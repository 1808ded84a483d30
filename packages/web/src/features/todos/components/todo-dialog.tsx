import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogShell } from '../../../components/ui/dialog-shell';
import type { TodoRecord } from '../api/todo-record';
import type { TodoEnvironment } from '../lib/todo-environment';
import type { TodoLinkValue } from '../lib/todo-form';
import { TodoForm } from './todo-form';

/** What the dialog opens for: a new todo (linked to a record when made on its page), or an edit. */
export type TodoDialogRequest = { mode: 'create'; link?: TodoLinkValue } | { mode: 'edit'; todo: TodoRecord };

type TodoDialogProps = {
  request: TodoDialogRequest | null;
  /** Changes on every opening, so each one starts a fresh form. */
  openingKey: number;
  env: TodoEnvironment;
  onClose: () => void;
};

/**
 * Create and edit in a modal dialog. Escape, the backdrop and Annuleren close it; with unsaved
 * changes they ask first (and so does leaving the page). Headless UI keeps the focus inside and
 * gives it back to the button that opened it.
 */
export function TodoDialog({ request, openingKey, env, onClose }: TodoDialogProps) {
  const [isDirty, setIsDirty] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const close = () => {
    setIsAsking(false);
    setIsDirty(false);
    onClose();
  };
  const requestClose = () => (isDirty ? setIsAsking(true) : close());

  return (
    <DialogShell open={request !== null} onClose={requestClose} width="2xl">
      {request && (
        <TodoForm
          key={openingKey}
          todo={request.mode === 'edit' ? request.todo : null}
          link={request.mode === 'create' ? request.link : undefined}
          env={env}
          onDirtyChange={setIsDirty}
          onCancel={requestClose}
          onSaved={close}
        />
      )}
      <ConfirmDialog
        open={isAsking}
        title="Wijzigingen niet opgeslagen"
        description="Je hebt wijzigingen die nog niet zijn opgeslagen. Als je dit venster sluit, gaan ze verloren."
        cancelLabel="Blijven"
        confirmLabel="Niet opslaan"
        variant="danger"
        onCancel={() => setIsAsking(false)}
        onConfirm={close}
      />
    </DialogShell>
  );
}

/** The dialog's state for a list: open it for a new todo or an edit, render `dialog` once. */
export function useTodoDialog(env: TodoEnvironment) {
  const [request, setRequest] = useState<TodoDialogRequest | null>(null);
  const [openingKey, setOpeningKey] = useState(0);
  const open = useCallback((next: TodoDialogRequest) => {
    setOpeningKey((key) => key + 1);
    setRequest(next);
  }, []);
  return {
    openCreate: useCallback((link?: TodoLinkValue) => open({ mode: 'create', link }), [open]),
    openEdit: useCallback((todo: TodoRecord) => open({ mode: 'edit', todo }), [open]),
    dialog: (
      <TodoDialog request={request} openingKey={openingKey} env={env} onClose={() => setRequest(null)} />
    ),
  };
}
