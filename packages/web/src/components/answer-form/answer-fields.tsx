import type { Catalogue } from '@crm/core/catalogue/field';
import type { PublicField } from '@crm/core/staged/public';
import { displayValue } from '../fields/field-display';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { answerText, SAVED_TEXT, SAVING_TEXT, type AnswerErrors, type SaveState } from './use-draft-answer';

/** One asked field: a choice of the catalogue's options, else text; a critical one says it is called. */
function AnswerInput({
  catalogue,
  field,
  value,
  error,
  onChange,
}: {
  catalogue: Catalogue;
  field: PublicField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const def = catalogue[field.key];
  const label = field.critical ? `${field.label} (wordt telefonisch bevestigd)` : field.label;
  if (def?.options) {
    return (
      <SelectField
        label={label}
        isRequired={field.required}
        disabled={!field.editable}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '', label: 'Kies…' },
          ...Object.entries(def.options).map(([option, text]) => ({ value: option, label: text })),
        ]}
      />
    );
  }
  return (
    <TextField
      label={label}
      isRequired={field.required}
      disabled={!field.editable}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The asked fields of an outsider's answer, prefilled, with the draft's save state under them. */
export function AnswerFields({
  catalogue,
  fields,
  values,
  errors,
  saveState,
  onChange,
  legend = 'Gegevens',
}: {
  catalogue: Catalogue;
  fields: readonly PublicField[];
  values: Record<string, string>;
  errors: AnswerErrors;
  /** The draft's save state under the fields; a page with several groups shows it once itself. */
  saveState?: SaveState;
  onChange: (key: string, value: string) => void;
  legend?: string;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{legend}</legend>
      {fields.map((field) => (
        <AnswerInput
          key={field.key}
          catalogue={catalogue}
          field={field}
          value={values[field.key] ?? ''}
          error={errors[field.key]?.[0]}
          onChange={(value) => onChange(field.key, value)}
        />
      ))}
      {saveState && <SaveStatus state={saveState} />}
    </fieldset>
  );
}

/** "Bezig met opslaan…", "Opgeslagen": where the draft stands. */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <p role="status" className="text-sm text-gray-600">
      {state === 'saving' ? SAVING_TEXT : state === 'saved' ? SAVED_TEXT : ''}
    </p>
  );
}

/** After submission: what was sent, read-only. */
export function AnswerSummary({
  catalogue,
  fields,
}: {
  catalogue: Catalogue;
  fields: readonly PublicField[];
}) {
  return (
    <dl className="space-y-2 text-sm">
      {fields.map((field) => (
        <div key={field.key}>
          <dt className="font-medium text-gray-900">{field.label}</dt>
          <dd className="break-words text-gray-700">
            {field.value === null || field.value === ''
              ? '—'
              : catalogue[field.key]
                ? displayValue(catalogue[field.key]!, field.value)
                : answerText(field.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
