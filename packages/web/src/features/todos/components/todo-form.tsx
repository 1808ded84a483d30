import { DialogTitle } from '@headlessui/react';
import { todoFieldLabels, todoPriorities, todoPriorityLabels, type TodoInput } from '@crm/core/todos/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useController, useForm, useFormState } from 'react-hook-form';
import {
  FormSelectField,
  FormSwitchField,
  FormTextareaField,
  FormDateField,
  FormTextField,
} from '../../../components/form/bound-fields';
import { SAVED_MESSAGE } from '../../../components/form/entity-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { Button } from '../../../components/ui/button';
import { ConflictAlert } from '../../../components/ui/conflict-alert';
import { toast } from '../../../components/ui/toast-store';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { isConflict, splitApiErrors } from '../../../lib/form-errors';
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
import { useReloadLatest } from '../../../components/form/use-reload-latest';

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
 * The todo form: validated with the API's own schema (same Dutch messages), the API's 422 messages
 * on their fields, a stale save (409) refused with a way to reload, the toast after saving.
 */
export function TodoForm({ todo, link, env, onDirtyChange, onCancel, onSaved }: TodoFormProps) {
  const queryClient = useQueryClient();
  const [initialValues] = useState(() =>
    todo ? todoValuesOf(todo) : newTodoValues(env.currentUser.id, link),
  );
  // The version this form is based on: a save after someone else's is refused, never merged.
  const [version, setVersion] = useState(todo?.version ?? 0);
  const form = useForm<TodoFormValues, unknown, TodoInput>({
    resolver: todoResolver,
    defaultValues: initialValues,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);

  const create = useCreateTodo();
  const update = useUpdateTodo(todo?.id ?? '');
  const mutation = todo ? update : create;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { values, version },
      {
        onSuccess: () => {
          allowLeaving();
          toast.success(SAVED_MESSAGE);
          onSaved();
        },
        onError: (error) => {
          for (const [field, message] of splitApiErrors(error, todoFormFields).fieldErrors) {
            form.setError(field, { message }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  const { isReloading, reloadLatest } = useReloadLatest(async () => {
    if (!todo) return;
    const latest = await fetchTodo(todo.id);
    setTodoInLists(queryClient, latest);
    setVersion(latest.version);
    form.reset(todoValuesOf(latest));
    mutation.reset();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <DialogTitle className="text-lg font-semibold text-gray-900">
          {todo ? 'Todo bewerken' : 'Nieuwe todo'}
        </DialogTitle>
        {mutation.error &&
          (isConflict(mutation.error) && todo ? (
            <ConflictAlert
              message={mutation.error.message}
              onReload={() => void reloadLatest()}
              isReloading={isReloading}
            />
          ) : (
            <FormErrorAlert error={mutation.error} fields={todoFormFields} />
          ))}
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
        <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Annuleren
          </Button>
          <Button type="submit" isLoading={mutation.isPending}>
            Opslaan
          </Button>
        </div>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </FormProvider>
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
