import { DialogTitle } from '@headlessui/react';
import { todoFieldLabels, todoPriorities, todoPriorityLabels } from '@crm/core/todos/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import {
  FormSelectField,
  FormSwitchField,
  FormTextareaField,
  FormDateField,
  FormTextField,
} from '../../../components/form/bound-fields';
import { EntityForm } from '../../../components/form/entity-form';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useCreateTodo } from '../api/create-todo';
import { fetchTodo } from '../api/get-todo';
import { setTodoInLists } from '../api/get-todos';
import type { TodoRecord } from '../api/todo-record';
import { useUpdateTodo } from '../api/update-todo';
import { assigneeOptions, type TodoEnvironment } from '../lib/todo-environment';
import {
  newTodoValues,
  todoFormFields,
  todoResolver,
  todoValuesOf,
  type TodoFormValues,
  type TodoLinkValue,
} from '../lib/todo-form';
import { LinkPicker } from './link-picker';

type TodoFormProps = {
  /** The todo being edited; null for a new one. */
  todo: TodoRecord | null;
  /** A new todo's link, when it is made on a record's page. */
  link?: TodoLinkValue | undefined;
  env: TodoEnvironment;
  onDirtyChange: (isDirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
};

const priorityOptions = todoPriorities.map((priority) => ({
  value: priority,
  label: todoPriorityLabels[priority],
}));

/**
 * The todo form on the shared form machinery (validation with the API's own schema, its 422
 * messages on their fields, a stale save refused with a way to reload, the toast), in the dialog.
 */
export function TodoForm({ todo, link, env, onDirtyChange, onCancel, onSaved }: TodoFormProps) {
  const queryClient = useQueryClient();
  const [initialValues] = useState(() =>
    todo ? todoValuesOf(todo) : newTodoValues(env.currentUser.id, link),
  );
  const [isDirty, setIsDirty] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  const followDirty = useCallback(
    (dirty: boolean) => {
      setIsDirty(dirty);
      onDirtyChange(dirty);
    },
    [onDirtyChange],
  );

  const create = useCreateTodo();
  const update = useUpdateTodo(todo?.id ?? '');

  return (
    <>
      <DialogTitle className="mb-6 text-lg font-semibold text-gray-900">
        {todo ? 'Todo bewerken' : 'Nieuwe todo'}
      </DialogTitle>
      <EntityForm
        resolver={todoResolver}
        initialValues={initialValues}
        version={todo?.version ?? 0}
        mutation={todo ? update : create}
        fields={todoFormFields}
        onSaved={() => {
          allowLeaving();
          onSaved();
        }}
        reload={
          todo
            ? async () => {
                const latest = await fetchTodo(todo.id);
                setTodoInLists(queryClient, latest);
                return { values: todoValuesOf(latest), version: latest.version };
              }
            : undefined
        }
        onDirtyChange={followDirty}
        onCancel={onCancel}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField<TodoFormValues>
            name="title"
            label={todoFieldLabels.title}
            isRequired
            maxLength={200}
            autoComplete="off"
            className="sm:col-span-2"
            data-autofocus
          />
          <FormTextareaField<TodoFormValues>
            name="description"
            label={todoFieldLabels.description}
            rows={3}
            className="sm:col-span-2"
          />
          <FormDateField<TodoFormValues> name="deadline" label={todoFieldLabels.deadline} />
          <FormSelectField<TodoFormValues>
            name="priority"
            label={todoFieldLabels.priority}
            options={priorityOptions}
            isRequired
          />
          <FormSelectField<TodoFormValues>
            name="assigneeId"
            label={todoFieldLabels.assigneeId}
            options={assigneeOptions(env, initialValues.assigneeId)}
            isRequired
          />
          {todo && (
            <FormSwitchField<TodoFormValues> name="done" label={todoFieldLabels.done} className="sm:pt-7" />
          )}
          <div className="sm:col-span-2">
            <LinkField env={env} />
          </div>
        </div>
      </EntityForm>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

/** Gekoppeld aan, bound to the form; its message may be about the link or about the record. */
function LinkField({ env }: { env: TodoEnvironment }) {
  const { field } = useController<TodoFormValues, 'link'>({ name: 'link' });
  const { errors } = useFormState<TodoFormValues>({ name: 'link' });
  const error = errors.link?.message ?? errors.link?.id?.message ?? errors.link?.kind?.message;
  return (
    <LinkPicker
      value={field.value}
      onChange={field.onChange}
      kinds={env.linkKinds}
      label={todoFieldLabels.link}
      noneLabel="Niets"
      error={error}
      isRequired
      selectRef={field.ref}
    />
  );
}
