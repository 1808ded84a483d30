import { CONDITION_TEXT_MAX, CONDITION_TITLE_MAX, MAX_CONDITIONS } from '@crm/core/contract-types/schema';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { ContractTypeFormValues } from '../lib/contract-type-form';

/**
 * Standaardvoorwaarden: an ordered list edited in the form (add, remove, move up and down with
 * buttons, so the keyboard does all of it). Each condition's messages sit under its own fields.
 */
export function ConditionsField({ label }: { label: string }) {
  const { control, register } = useFormContext<ContractTypeFormValues>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'conditions', keyName: 'key' });
  const { errors } = useFormState<ContractTypeFormValues>({ name: 'conditions' });
  const listError = errors.conditions?.message ?? errors.conditions?.root?.message;

  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">{label}</legend>
      <p className="text-sm text-gray-600">
        Een nieuw contract van dit type krijgt deze voorwaarden, in deze volgorde.
      </p>
      {listError && (
        <p className="text-sm text-red-700" role="alert">
          {listError}
        </p>
      )}
      {fields.length === 0 && <p className="text-sm text-gray-600">Nog geen standaardvoorwaarden.</p>}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const number = index + 1;
          const error = errors.conditions?.[index];
          return (
            <li
              key={field.key}
              className="space-y-3 rounded-md p-4 ring-1 ring-gray-200"
              aria-label={`Voorwaarde ${number}`}
            >
              <TextField
                label={`Titel van voorwaarde ${number}`}
                isRequired
                maxLength={CONDITION_TITLE_MAX}
                autoComplete="off"
                error={error?.title?.message}
                {...register(`conditions.${index}.title`)}
              />
              <TextareaField
                label={`Tekst van voorwaarde ${number}`}
                isRequired
                rows={4}
                maxLength={CONDITION_TEXT_MAX}
                error={error?.text?.message}
                {...register(`conditions.${index}.text`)}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => swap(index, index - 1)}
                  aria-label={`Voorwaarde ${number} omhoog`}
                >
                  Omhoog
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === fields.length - 1}
                  onClick={() => swap(index, index + 1)}
                  aria-label={`Voorwaarde ${number} omlaag`}
                >
                  Omlaag
                </Button>
                <Button
                  variant="danger-outline"
                  onClick={() => remove(index)}
                  aria-label={`Voorwaarde ${number} verwijderen`}
                >
                  Verwijderen
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={fields.length >= MAX_CONDITIONS}
        onClick={() => append({ id: '', title: '', text: '' }, { shouldFocus: true })}
      >
        Voorwaarde toevoegen
      </Button>
    </fieldset>
  );
}
