import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { isConflict, splitApiErrors } from '../../lib/form-errors';
import { ConflictAlert } from '../ui/conflict-alert';
import { toast } from '../ui/toast-store';
import { FormActions } from './form-actions';
import { FormErrorAlert } from './form-error-alert';
import { useReloadLatest } from './use-reload-latest';

export const SAVED_MESSAGE = 'Item succesvol opgeslagen.';

/** What a save sends: the validated values and the version the form was opened with (0: new). */
export type SaveVariables<Output> = { values: Output; version: number };

/** What the form starts from again after a save or a reload. */
export type FormBase<Values> = { values: Values; version: number };

type EntityFormProps<Values extends FieldValues, Output, Saved, Variables> = {
  /** Validates with the API's schema (see `schemaResolver`, or `zodResolver` when the form holds its input). */
  resolver: Resolver<Values, unknown, Output>;
  initialValues: Values;
  /** The version of the record the values come from; 0 for a new record or a form without one. */
  version?: number;
  mutation: UseMutationResult<Saved, Error, Variables>;
  /** The mutation's variables; by default `{ values, version }` (see `SaveVariables`). */
  toVariables?: (values: Output, version: number) => Variables;
  onSaved?: (saved: Saved) => void;
  /** After a refused save, once the API's field messages are on their fields. */
  onError?: (error: Error) => void;
  /**
   * What the form holds after a save (the form stays on screen, e.g. the profile); by default what
   * was saved, at the same version (the form is left right away, e.g. to the record's page).
   */
  afterSave?: (saved: Saved, values: Values) => FormBase<Values>;
  /** Loads the record again after a conflict (409); its values replace what was typed. */
  reload?: () => Promise<FormBase<Values>>;
  /** The toast after saving; null for none (the page shows the result itself). */
  successMessage?: string | ((saved: Saved) => string) | null;
  /** The fields a 422 answer may name, when they are not just the keys of `initialValues`. */
  fields?: readonly string[];
  onDirtyChange?: (isDirty: boolean) => void;
  /** Annuleren as a link back (a page)… */
  cancelHref?: string;
  /** …or as a callback (a dialog); neither on forms that are not left (login, profile). */
  onCancel?: () => void;
  submitLabel?: string;
  /** Sign-in pages: one wide button under the fields. */
  layout?: 'record' | 'single';
  /** The fields; they find the form through `useFormContext`. */
  children: ReactNode;
};

/**
 * The one form machinery of the app: validation with the API's own schema, the API's 422 messages
 * on their fields, a stale save (409) refused with a way to reload, the toast after saving, the
 * buttons, and the dirty state for the unsaved-changes guard. Pages, dialogs and sign-in forms use
 * it alike.
 */
export function EntityForm<Values extends FieldValues, Output, Saved, Variables = SaveVariables<Output>>({
  resolver,
  initialValues,
  version: initialVersion = 0,
  mutation,
  toVariables,
  onSaved,
  onError,
  afterSave,
  reload,
  successMessage = SAVED_MESSAGE,
  fields: namedFields,
  onDirtyChange,
  cancelHref,
  onCancel,
  submitLabel = 'Opslaan',
  layout = 'record',
  children,
}: EntityFormProps<Values, Output, Saved, Variables>) {
  // The version this form is based on: a save after someone else's is refused, never merged.
  const [version, setVersion] = useState(initialVersion);
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: initialValues as DefaultValues<Values>,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const fields = namedFields ?? Object.keys(initialValues);

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      // Without `toVariables`, Variables is its default, SaveVariables<Output>.
      toVariables ? toVariables(values, version) : ({ values, version } as Variables),
      {
        onSuccess: (saved) => {
          // What was saved is the new starting point: leaving now asks nothing.
          const base = afterSave?.(saved, form.getValues());
          if (base) setVersion(base.version);
          form.reset(base ? base.values : form.getValues());
          const message = typeof successMessage === 'function' ? successMessage(saved) : successMessage;
          if (message) toast.success(message);
          onSaved?.(saved);
        },
        onError: (error) => {
          for (const [field, message] of splitApiErrors(error, fields).fieldErrors) {
            form.setError(field as Path<Values>, { message }, { shouldFocus: true });
          }
          onError?.(error);
        },
      },
    ),
  );

  const { isReloading, reloadLatest } = useReloadLatest(async () => {
    if (!reload) return;
    const latest = await reload();
    setVersion(latest.version);
    form.reset(latest.values);
    mutation.reset();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className={layout === 'single' ? 'space-y-6' : 'space-y-8'}>
        {mutation.error &&
          (isConflict(mutation.error) && reload ? (
            <ConflictAlert
              message={mutation.error.message}
              onReload={() => void reloadLatest()}
              isReloading={isReloading}
            />
          ) : (
            <FormErrorAlert error={mutation.error} fields={fields} />
          ))}
        {children}
        <FormActions
          submitLabel={submitLabel}
          isSaving={mutation.isPending}
          cancelHref={cancelHref}
          onCancel={onCancel}
          layout={layout}
        />
      </form>
    </FormProvider>
  );
}
