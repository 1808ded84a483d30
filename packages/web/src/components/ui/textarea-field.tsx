import { Description, Field, Textarea } from '@headlessui/react';
import type { ComponentPropsWithRef } from 'react';
import { FieldLabel } from './field-label';

type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'required'> & {
  label: string;
  error?: string | undefined;
  isRequired?: boolean;
  hint?: string;
};

/** A multi-line text with label and inline message, e.g. Notities. */
export function TextareaField({
  label,
  error,
  isRequired = false,
  hint,
  ref,
  rows = 4,
  ...props
}: TextareaFieldProps) {
  return (
    <Field className="space-y-1.5">
      <FieldLabel label={label} isRequired={isRequired} />
      <Textarea
        ref={ref}
        rows={rows}
        invalid={Boolean(error)}
        aria-required={isRequired || undefined}
        className="block w-full rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-500 data-invalid:outline-red-500"
        {...props}
      />
      {hint && <Description className="text-sm text-gray-500">{hint}</Description>}
      {error && <Description className="text-sm text-red-700">{error}</Description>}
    </Field>
  );
}
