import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from '../../../components/form/form-text-field';
import { RecordCombobox } from '../../../components/ui/record-combobox';
import { getRelationOptionsQueryOptions } from '../../../lib/relations/get-relation-options';
import type { ContractFormValues as Values } from '../lib/contract-form';

type PartyFieldProps = {
  kind: 'customer' | 'supplier';
  label: string;
  className?: string;
};

/** Klant or Leverancier: found by typing part of the name; the form keeps the id and the name. */
export function PartyField({ kind, label, className }: PartyFieldProps) {
  const { control, setValue, getValues } = useFormContext<Values>();
  const idField = kind === 'customer' ? 'customerId' : 'supplierId';
  const nameField = kind === 'customer' ? 'customerName' : 'supplierName';
  const error = useFieldError(idField);
  return (
    <div className={className}>
      <Controller
        control={control}
        name={idField}
        render={({ field }) => (
          <RecordCombobox
            label={label}
            isRequired
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={field.value ? { id: field.value, label: getValues(nameField) } : null}
            onChange={(option) => {
              setValue(nameField, option.label);
              field.onChange(option.id);
            }}
            search={(text) => getRelationOptionsQueryOptions(kind, text)}
            error={error}
          />
        )}
      />
    </div>
  );
}
