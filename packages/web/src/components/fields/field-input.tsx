import type { Catalogue, FieldDef } from '@crm/core/catalogue/field';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import {
  FormAmountField,
  FormCountryField,
  FormDateField,
  FormSelectField,
  FormSwitchField,
  FormTextareaField,
  FormTextField,
} from '../form/bound-fields';
import type { StaffMember } from '../../lib/staff';
import type { SelectOption } from '../ui/select-field';
import { fieldOf } from './field-values';
import { ownerOptions } from './owner-options';

type FieldInputProps<V extends FieldValues> = {
  /** The catalogue the field is in; its entry gives the label and chooses the input. */
  catalogue: Catalogue;
  /** The field's name, the same in the catalogue and in the form. */
  name: Path<V> & string;
  /** Marked required; by default when the catalogue says the field always has a value. */
  isRequired?: boolean;
  hint?: string;
  /** Grid width, e.g. `span.half`. */
  className?: string;
  /** Text: several lines. */
  rows?: number;
  /** Text: which keyboard and which browser checks (e-mail, phone, web address). */
  type?: 'email' | 'tel' | 'url';
  inputMode?: 'numeric';
  maxLength?: number;
  autoComplete?: string;
  /** User: the colleagues; the active ones are offered, and whoever the field holds now. */
  staff?: readonly StaffMember[];
  /** Link: the records to choose from. */
  options?: readonly SelectOption[];
  /**
   * Enum: start with an empty choice ("Kies een bron"). A user field always has one: "Kies een
   * eigenaar" when it is required, "Geen eigenaar" when it is not.
   */
  withEmptyChoice?: boolean;
  /** Boolean: the switch cannot be changed. */
  disabled?: boolean;
};

const lower = (label: string) => label.charAt(0).toLocaleLowerCase('nl') + label.slice(1);

function emptyChoice(field: FieldDef, isRequired: boolean): SelectOption {
  return { value: '', label: `${isRequired ? 'Kies een' : 'Geen'} ${lower(field.label)}` };
}

/** An amount's label says it is in euros, unless the catalogue's label already does. */
function amountLabel(label: string): string {
  return label.includes('€') ? label : `${label} (€)`;
}

/**
 * The input of any editable catalogue field, chosen by the field's type, bound by name to the
 * surrounding react-hook-form: the label is the catalogue's, the message the schema's. Forms lay
 * the fields out; this says how each one is typed.
 */
export function FieldInput<V extends FieldValues>({
  catalogue,
  name,
  isRequired,
  hint,
  className,
  rows,
  type,
  inputMode,
  maxLength,
  autoComplete,
  staff,
  options,
  withEmptyChoice = false,
  disabled,
}: FieldInputProps<V>) {
  const field = fieldOf(catalogue, name);
  const required = isRequired ?? field.required === true;
  const bound = { name, label: field.label, isRequired: required, hint, className };
  switch (field.type) {
    case 'text':
      return rows ? (
        <FormTextareaField<V> {...bound} rows={rows} />
      ) : (
        <FormTextField<V>
          {...bound}
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete}
        />
      );
    case 'integer':
      return <FormTextField<V> {...bound} inputMode="numeric" autoComplete={autoComplete} />;
    case 'iban':
      return <FormTextField<V> {...bound} autoComplete="off" />;
    case 'amount':
      return <FormAmountField<V> {...bound} label={amountLabel(field.label)} />;
    case 'date':
      return <FormDateField<V> {...bound} />;
    case 'boolean':
      return <FormSwitchField<V> {...bound} disabled={disabled} />;
    case 'country':
      return <FormCountryField<V> {...bound} />;
    case 'enum': {
      const choices = Object.entries(field.options ?? {}).map(([value, label]) => ({ value, label }));
      return (
        <FormSelectField<V>
          {...bound}
          options={withEmptyChoice ? [emptyChoice(field, required), ...choices] : choices}
        />
      );
    }
    case 'user':
      return <UserInput<V> {...bound} staff={staff ?? []} noneLabel={emptyChoice(field, required).label} />;
    case 'link':
      if (!options) throw new Error(`${name}: a link field is chosen from options.`);
      return <FormSelectField<V> {...bound} options={options} />;
    default:
      throw new Error(`${name}: a ${field.type} field has no input of its own.`);
  }
}

type UserInputProps<V extends FieldValues> = {
  name: Path<V> & string;
  label: string;
  isRequired: boolean;
  hint: string | undefined;
  className: string | undefined;
  staff: readonly StaffMember[];
  noneLabel: string;
};

/** A colleague: opening a form keeps whoever the field holds, even someone no longer active. */
function UserInput<V extends FieldValues>({ staff, noneLabel, ...bound }: UserInputProps<V>) {
  const current: unknown = useWatch<V>({ name: bound.name });
  const options = ownerOptions(staff, typeof current === 'string' ? current : undefined, noneLabel);
  return <FormSelectField<V> {...bound} options={options} />;
}
