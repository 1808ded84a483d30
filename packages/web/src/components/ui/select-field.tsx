import { Description, Field, Select } from '@headlessui/react';
import type { ComponentPropsWithRef } from 'react';
import { FieldLabel } from './field-label';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'className' | 'required' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  isRequired?: boolean;
};

/** A native select with label and inline message: keyboard and screen readers work as usual. */
export function SelectField({
  label,
  options,
  error,
  isRequired = false,
  ref,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field className="space-y-1.5">
      <FieldLabel label={label} isRequired={isRequired} />
      <Select
        ref={ref}
        invalid={Boolean(error)}
        aria-required={isRequired || undefined}
        className="block min-h-11 w-full rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 sm:min-h-0 -outline-offset-1 outline-gray-300 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-500 data-invalid:outline-red-500"
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && <Description className="text-sm text-red-700">{error}</Description>}
    </Field>
  );
}
