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
import { Button } from '../ui/button';
import { ButtonLink } from '../ui/button-link';
import { ConflictAlert } from '../ui/conflict-alert';
import { toast } from '../ui/toast-store';
import { FormErrorAlert } from './form-error-alert';
import { useReloadLatest } from './use-reload-latest';

export const SAVED_MESSAGE = 'Item succesvol opgeslagen.';

/** What a save sends: the validated values and the version the form was opened with (0: new). */
export type SaveVariables<Output> = { values: Output; version: number };

type EntityFormProps<Values extends FieldValues, Output, Saved> = {
  /** Validates with the API's schema (see `schemaResolver`). */
  resolver: Resolver<Values, unknown, Output>;
  initialValues: Values;
  /** The version of the record the values come from; 0 for a new record. */
  version: number;
  mutation: UseMutationResult<Saved, Error, SaveVariables<Output>>;
  onSaved: (saved: Saved) => void;
  /** Loads the record again after a conflict (409); its values replace what was typed. */
  reload?: () => Promise<{ values: Values; version: number }>;
  onDirtyChange?: (isDirty: boolean) => void;
  cancelHref: string;
  /** The fields; they find the form through `useFormContext`. */
  children: ReactNode;
};

/**
 * The one form machinery of the app's records: validation with the API's own schema, the API's 422
 * messages on their fields, a stale save (409) refused with a way to reload, the toast after
 * saving, and the dirty state for the unsaved-changes guard.
 */
export function EntityForm<Values extends FieldValues, Output, Saved>({
  resolver,
  initialValues,
  version: initialVersion,
  mutation,
  onSaved,
  reload,
  onDirtyChange,
  cancelHref,
  children,
}: EntityFormProps<Values, Output, Saved>) {
  // The version this form is based on: a save after someone else's is refused, never merged.
  const [version, setVersion] = useState(initialVersion);
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: initialValues as DefaultValues<Values>,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const fields = Object.keys(initialValues);

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { values, version },
      {
        onSuccess: (saved) => {
          // What was saved is the new starting point: leaving now asks nothing.
          form.reset(form.getValues());
          toast.success(SAVED_MESSAGE);
          onSaved(saved);
        },
        onError: (error) => {
          for (const [field, message] of splitApiErrors(error, fields).fieldErrors) {
            form.setError(field as Path<Values>, { message }, { shouldFocus: true });
          }
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
      <form onSubmit={onSubmit} noValidate className="space-y-8">
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
        {/* Sticky, so Opslaan stays within reach on a long form; the order of every dialog: the
            way back first, the action last, on the right. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-3 border-t border-gray-200 bg-white/95 px-4 py-4 backdrop-blur-sm sm:-mx-6 sm:px-6">
          <ButtonLink to={cancelHref} variant="ghost">
            Annuleren
          </ButtonLink>
          <Button type="submit" isLoading={mutation.isPending}>
            Opslaan
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
