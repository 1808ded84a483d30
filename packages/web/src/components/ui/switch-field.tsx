import { Description, Field, Label, Switch } from '@headlessui/react';

type SwitchFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  /** A hint under the switch, e.g. why it cannot be changed. */
  hint?: string | undefined;
  error?: string | undefined;
};

/** An on/off setting (role switch), operable with Space; for react-hook-form use it in a Controller. */
export function SwitchField({
  label,
  checked,
  onChange,
  onBlur,
  name,
  disabled,
  hint,
  error,
}: SwitchFieldProps) {
  return (
    <Field disabled={disabled} className="space-y-1.5">
      <div className="flex items-center gap-3">
        <Switch
          checked={checked}
          onChange={onChange}
          onBlur={onBlur}
          name={name}
          aria-invalid={error ? true : undefined}
          className="group relative inline-flex h-6 w-11 shrink-0 rounded-full bg-gray-300 p-0.5 transition-colors duration-200 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary-500 data-checked:bg-primary-500 data-disabled:cursor-not-allowed data-disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className="size-5 rounded-full bg-white shadow-sm ring-1 ring-gray-900/5 transition-transform duration-200 group-data-checked:translate-x-5"
          />
        </Switch>
        <Label className="text-sm font-medium text-gray-900 data-disabled:text-gray-500">{label}</Label>
      </div>
      {hint && <Description className="text-sm text-gray-500">{hint}</Description>}
      {error && <Description className="text-sm text-red-700">{error}</Description>}
    </Field>
  );
}
