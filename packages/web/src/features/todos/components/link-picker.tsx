import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
} from '@headlessui/react';
import type { TodoLinkKind } from '@crm/core/todos/schema';
import { useState, type Ref } from 'react';
import { FieldLabel } from '../../../components/ui/field-label';
import { EMPTY_TEXT, LOADING_TEXT } from '../../../components/ui/loading-screen';
import { SelectField } from '../../../components/ui/select-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { MIN_LINK_SEARCH, useLinkOptions, type LinkOption } from '../api/get-link-options';
import { isTodoLinkKind, noLink, type TodoLinkValue } from '../lib/todo-form';
import { todoLinkInfo } from '../lib/todo-links';

/** Typing settles this long before the search goes out. */
const DEBOUNCE_MS = 250;

type LinkPickerProps = {
  value: TodoLinkValue;
  onChange: (value: TodoLinkValue) => void;
  /** The kinds the user may view; a kind already chosen stays listed. */
  kinds: readonly TodoLinkKind[];
  label: string;
  /** The first choice of the kind select: no link (form) or any record (filter). */
  noneLabel: string;
  error?: string | undefined;
  /** Whether a record must be picked once a kind is chosen (the form; not the filter). */
  isRequired?: boolean;
  /** Said under the record field while a kind is chosen but no record yet (the filter). */
  pickHint?: string;
  selectRef?: Ref<HTMLSelectElement>;
};

/**
 * Gekoppeld aan: first the kind (lead, klant, leverancier), then the record, found by typing part
 * of its name (the relation list's own search). Both are ordinary form controls for the keyboard:
 * a native select and a combobox (arrow keys, Enter, Escape).
 */
export function LinkPicker({
  value,
  onChange,
  kinds,
  label,
  noneLabel,
  error,
  isRequired = false,
  pickHint,
  selectRef,
}: LinkPickerProps) {
  const shown = value.kind && !kinds.includes(value.kind) ? [...kinds, value.kind] : kinds;
  const options = [
    { value: '', label: noneLabel },
    ...shown.map((kind) => ({ value: kind, label: todoLinkInfo[kind].label })),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        ref={selectRef}
        label={label}
        options={options}
        value={value.kind}
        error={value.kind ? undefined : error}
        onChange={(event) => {
          const kind = event.target.value;
          onChange(isTodoLinkKind(kind) ? { kind, id: '', label: '' } : noLink);
        }}
      />
      {value.kind && (
        <RecordCombobox
          key={value.kind}
          kind={value.kind}
          value={value}
          onChange={onChange}
          error={error}
          isRequired={isRequired}
          pickHint={pickHint}
        />
      )}
    </div>
  );
}

type RecordComboboxProps = {
  kind: TodoLinkKind;
  value: TodoLinkValue;
  onChange: (value: TodoLinkValue) => void;
  error?: string | undefined;
  isRequired: boolean;
  pickHint: string | undefined;
};

const inputClass =
  'block w-full rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-500 aria-invalid:outline-red-500';

function RecordCombobox({ kind, value, onChange, error, isRequired, pickHint }: RecordComboboxProps) {
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const search = useLinkOptions(kind, settled);
  const selected: LinkOption | null = value.id ? { id: value.id, label: value.label, detail: '' } : null;
  const text = typed.trim();

  let status: string | null = null;
  if (text && text.length < MIN_LINK_SEARCH) status = `Typ minstens ${MIN_LINK_SEARCH} tekens om te zoeken.`;
  else if (text && (text !== settled || search.isFetching)) status = LOADING_TEXT;
  else if (text && search.data?.length === 0) status = EMPTY_TEXT;

  return (
    <Field className="space-y-1.5">
      <FieldLabel label={todoLinkInfo[kind].label} isRequired={isRequired} />
      <Combobox
        value={selected}
        by="id"
        onChange={(option: LinkOption | null) => {
          if (option) onChange({ kind, id: option.id, label: option.label });
        }}
        onClose={() => setTyped('')}
      >
        <ComboboxInput
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          autoComplete="off"
          placeholder="Typ een deel van de naam"
          displayValue={(option: LinkOption | null) => option?.label ?? ''}
          onChange={(event) => setTyped(event.target.value)}
        />
        {text.length >= MIN_LINK_SEARCH && (search.data?.length ?? 0) > 0 && (
          <ComboboxOptions
            anchor="bottom start"
            className="z-60 max-h-64 w-(--input-width) overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-gray-200 [--anchor-gap:4px] empty:invisible"
          >
            {search.data?.map((option) => (
              <ComboboxOption
                key={option.id}
                value={option}
                className="cursor-default px-3 py-2 text-gray-900 select-none data-focus:bg-primary-50"
              >
                <span className="font-medium">{option.label}</span>
                {option.detail && <span className="text-gray-500"> — {option.detail}</span>}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
      {status && (
        <p role="status" className="text-sm text-gray-600">
          {status}
        </p>
      )}
      {error && <Description className="text-sm text-red-700">{error}</Description>}
      {pickHint && !value.id && !status && !error && (
        <Description className="text-sm text-gray-600">{pickHint}</Description>
      )}
    </Field>
  );
}
