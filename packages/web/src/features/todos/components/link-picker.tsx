import type { TodoLinkKind } from '@crm/core/todos/schema';
import type { Ref } from 'react';
import { RecordCombobox } from '../../../components/ui/record-combobox';
import { SelectField } from '../../../components/ui/select-field';
import { getLinkOptionsQueryOptions } from '../api/get-link-options';
import { isTodoLinkKind, noLink, type TodoLinkValue } from '../lib/todo-form';
import { todoLinkInfo } from '../lib/todo-links';

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
  const kind = value.kind;
  const shown = kind && !kinds.includes(kind) ? [...kinds, kind] : kinds;
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
      {kind && (
        <RecordCombobox
          key={kind}
          label={todoLinkInfo[kind].label}
          value={value}
          onChange={(option) => onChange({ kind, id: option.id, label: option.label })}
          search={(text) => getLinkOptionsQueryOptions(kind, text)}
          error={error}
          isRequired={isRequired}
          pickHint={pickHint}
        />
      )}
    </div>
  );
}
