import { useId, type ComponentPropsWithRef } from 'react';
import { LABEL_CLASS, LabelRow } from './label-row';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'required'> & {
  label: string;
  /** The field's validation message, shown under it and announced with it. */
  error?: string | undefined;
  /** Marks the field as required (asterisk, aria-required); the form's schema does the checking. */
  isRequired?: boolean;
  /** A hint under the field. */
  hint?: string;
};

/**
 * Label, input and inline validation message, linked for assistive technology by ids (label `for`,
 * `aria-describedby`). Plain elements rather than Headless UI's `Field`: the login page has only
 * text fields, and this keeps Headless UI off it (decision 030). `data-invalid` and
 * `data-disabled` style it as Headless UI's fields are styled.
 */
export function TextField({
  label,
  error,
  isRequired = false,
  hint,
  ref,
  id,
  disabled,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <LabelRow isRequired={isRequired}>
        <label htmlFor={inputId} className={LABEL_CLASS}>
          {label}
        </label>
      </LabelRow>
      <input
        ref={ref}
        id={inputId}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy || undefined}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className="block min-h-11 w-full rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 sm:min-h-0 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-500 data-disabled:bg-gray-50 data-disabled:text-gray-500 data-invalid:outline-red-500"
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-sm text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
