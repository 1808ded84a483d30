import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
} from '@headlessui/react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { FieldLabel } from './field-label';
import { EMPTY_TEXT, LOADING_TEXT } from './loading-screen';

/** Typing settles this long before the search goes out. */
const DEBOUNCE_MS = 250;
/** The lists search from two characters. */
export const MIN_RECORD_SEARCH = 2;

/** A record to pick: its name, and a line that tells namesakes apart (`K000123 · Utrecht`). */
export type RecordOption = { id: string; label: string; detail: string };

type RecordComboboxProps<Key extends QueryKey> = {
  label: string;
  /** The record picked so far (null: none). */
  value: { id: string; label: string } | null;
  onChange: (option: RecordOption) => void;
  /** The query that finds records for the text typed (at least `MIN_RECORD_SEARCH` characters). */
  search: (text: string) => UseQueryOptions<RecordOption[], Error, RecordOption[], Key>;
  error?: string | undefined;
  isRequired?: boolean;
  /** Said under the field while nothing is picked (and nothing else is said). */
  pickHint?: string | undefined;
  /** Shown while empty; a narrow field (a list's filter) needs a short one. */
  placeholder?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

const inputClass =
  'block w-full rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-500 aria-invalid:outline-red-500';

/**
 * A record found by typing part of its name (the list's own search): a combobox for the keyboard
 * (arrow keys, Enter, Escape) that says when it is searching, when nothing matched and how many
 * characters it needs. Todo links and a contract's parties use it.
 */
export function RecordCombobox<Key extends QueryKey>({
  label,
  value,
  onChange,
  search,
  error,
  isRequired = false,
  pickHint,
  placeholder = 'Typ een deel van de naam',
  name,
  inputRef,
  onBlur,
}: RecordComboboxProps<Key>) {
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const found = useQuery({ ...search(settled), enabled: settled.length >= MIN_RECORD_SEARCH });
  const selected: RecordOption | null = value?.id ? { id: value.id, label: value.label, detail: '' } : null;
  const text = typed.trim();

  let status: string | null = null;
  if (text && text.length < MIN_RECORD_SEARCH)
    status = `Typ minstens ${MIN_RECORD_SEARCH} tekens om te zoeken.`;
  else if (text && (text !== settled || found.isFetching)) status = LOADING_TEXT;
  else if (text && found.data?.length === 0) status = EMPTY_TEXT;

  return (
    <Field className="space-y-1.5">
      <FieldLabel label={label} isRequired={isRequired} />
      <Combobox
        value={selected}
        by="id"
        onChange={(option: RecordOption | null) => {
          if (option) onChange(option);
        }}
        onClose={() => setTyped('')}
      >
        <ComboboxInput
          ref={inputRef}
          name={name}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          autoComplete="off"
          placeholder={placeholder}
          displayValue={(option: RecordOption | null) => option?.label ?? ''}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={onBlur}
        />
        {text.length >= MIN_RECORD_SEARCH && (found.data?.length ?? 0) > 0 && (
          <ComboboxOptions
            anchor="bottom start"
            className="z-60 max-h-64 w-(--input-width) overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-gray-200 [--anchor-gap:4px] empty:invisible"
          >
            {found.data?.map((option) => (
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
      {pickHint && !value?.id && !status && !error && (
        <Description className="text-sm text-gray-600">{pickHint}</Description>
      )}
    </Field>
  );
}
