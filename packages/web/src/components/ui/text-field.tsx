import { Description, Field, Input } from '@headlessui/react';
import type { ComponentPropsWithRef } from 'react';
import { FieldLabel } from './field-label';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'required'> & {
  label: string;
  /** The field's validation message, shown under it and announced with it. */
  error?: string | undefined;
  /** Marks the field as required (asterisk, aria-required); the form's schema does the checking. */
  isRequired?: boolean;
  /** A hint under the field. */
  hint?: string;
};

/** Label, input and inline validation message, linked for assistive technology by Headless UI. */
export function TextField({ label, error, isRequired = false, hint, ref, ...inputProps }: TextFieldProps) {
  return (
    <Field className="space-y-1.5">
      <FieldLabel label={label} isRequired={isRequired} />
      <Input
        ref={ref}
        invalid={Boolean(error)}
        aria-required={isRequired || undefined}
        className="block w-full rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-500 data-disabled:bg-gray-50 data-disabled:text-gray-500 data-invalid:outline-red-500"
        {...inputProps}
      />
      {hint && <Description className="text-sm text-gray-500">{hint}</Description>}
      {error && <Description className="text-sm text-red-700">{error}</Description>}
    </Field>
  );
}
