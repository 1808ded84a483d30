import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { countryOptions } from '../../lib/countries';
import { formatAmountInput, parseAmount } from '../../lib/format-amount';
import { DateField } from '../ui/date-field';
import { SelectField, type SelectOption } from '../ui/select-field';
import { SwitchField } from '../ui/switch-field';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
import { useFieldError, type BoundProps } from './form-text-field';

/** The other bound fields (form-text-field.tsx says what a bound field is). */
export { FormTextField } from './form-text-field';

/** A date typed as dd-mm-jjjj (or picked in the calendar); the form holds `YYYY-MM-DD`. */
export function FormDateField<V extends FieldValues>({
  name,
  className,
  label,
  isRequired,
  hint,
}: BoundProps<V>) {
  const { control } = useFormContext<V>();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateField
            label={label}
            isRequired={isRequired}
            hint={hint}
            error={error}
            name={field.name}
            ref={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </div>
  );
}

export function FormTextareaField<V extends FieldValues>({
  name,
  className,
  rows,
  ...props
}: BoundProps<V> & { rows?: number }) {
  const { register } = useFormContext<V>();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <TextareaField error={error} rows={rows} {...props} {...register(name)} />
    </div>
  );
}

export function FormSelectField<V extends FieldValues>({
  name,
  className,
  options,
  hint: _hint,
  ...props
}: BoundProps<V> & { options: readonly SelectOption[] }) {
  const { register } = useFormContext<V>();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <SelectField error={error} options={options} {...props} {...register(name)} />
    </div>
  );
}

/** Land: every country by its Dutch name; the value is the ISO code the API stores. */
export function FormCountryField<V extends FieldValues>(props: BoundProps<V>) {
  return <FormSelectField {...props} options={countryOptions} />;
}

export function FormSwitchField<V extends FieldValues>({
  name,
  label,
  hint,
  className,
  disabled,
}: BoundProps<V> & { disabled?: boolean }) {
  const { control } = useFormContext<V>();
  return (
    <div className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <SwitchField
            label={label}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            hint={hint}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}

/**
 * An amount in euros, typed the Dutch way (`1.234,56`); leaving the field tidies what was typed.
 * The form holds the text; the form's resolver turns it into a number for the schema.
 */
export function FormAmountField<V extends FieldValues>({ name, className, ...props }: BoundProps<V>) {
  const { register, setValue } = useFormContext<V>();
  const error = useFieldError(name);
  const field = register(name, {
    onBlur: (event: { target: { value: string } }) => {
      const amount = parseAmount(event.target.value);
      if (amount !== null && !Number.isNaN(amount)) {
        setValue(name, formatAmountInput(amount) as V[typeof name], { shouldDirty: true });
      }
    },
  });
  return (
    <div className={className}>
      <TextField
        error={error}
        inputMode="decimal"
        autoComplete="off"
        placeholder="€ 0,00"
        {...props}
        {...field}
      />
    </div>
  );
}
