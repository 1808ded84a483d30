import type { TodoLinkKind, TodoStatusFilter } from '@crm/core/todos/schema';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { DateField } from '../../../components/ui/date-field';
import { useLinkName } from '../api/get-link-name';
import { staffFilterOptions, UNKNOWN_USER } from '../../../lib/staff';
import type { TodoEnvironment } from '../lib/todo-environment';
import {
  ASSIGNEE_ME,
  defaultTodoFilters,
  hasActiveFilters,
  rangeError,
  type TodoFilters,
} from '../lib/todo-filters';
import type { TodoLinkValue } from '../lib/todo-form';
import { LinkPicker } from './link-picker';

type TodoListFiltersProps = {
  filters: TodoFilters;
  env: TodoEnvironment;
  /** `replace` for the date fields, so Back does not step through every date typed. */
  onChange: (filters: TodoFilters, options: { replace: boolean }) => void;
};

const statusOptions: { value: TodoStatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Klaar' },
  { value: 'all', label: 'Alle' },
];

function assigneeFilterOptions(env: TodoEnvironment, current: string | null) {
  const options = [
    { value: '', label: 'Iedereen' },
    { value: ASSIGNEE_ME, label: 'Mij' },
    ...staffFilterOptions(env.staff ?? []),
  ];
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: env.staff ? UNKNOWN_USER : '' });
  }
  return options;
}

/** The filter bar of /todos: every choice lands in the URL. */
export function TodoListFilters({ filters, env, onChange }: TodoListFiltersProps) {
  // A kind chosen before its record is picked filters nothing yet, so it stays out of the URL.
  const [pendingKind, setPendingKind] = useState<TodoLinkKind | ''>('');
  const linkName = useLinkName(filters.link?.kind ?? null, filters.link?.id ?? '');
  const link: TodoLinkValue = filters.link
    ? { ...filters.link, label: linkName.data ?? (linkName.isError ? 'Onbekend record' : '…') }
    : { kind: pendingKind, id: '', label: '' };
  const push = (next: Partial<TodoFilters>) => onChange({ ...filters, ...next }, { replace: false });

  return (
    <form
      role="search"
      aria-label="Todo's filteren"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Toegewezen aan"
        options={assigneeFilterOptions(env, filters.assignee)}
        value={filters.assignee ?? ''}
        onChange={(event) => push({ assignee: event.target.value || null })}
      />
      <SelectField
        label="Status"
        options={statusOptions}
        value={filters.status}
        onChange={(event) =>
          push({ status: statusOptions.find((o) => o.value === event.target.value)?.value ?? 'open' })
        }
      />
      <DateField
        label="Deadline van"
        value={filters.from ?? ''}
        onCommit={(value) => onChange({ ...filters, from: value || null }, { replace: true })}
      />
      <DateField
        label="Deadline tot"
        value={filters.to ?? ''}
        error={rangeError(filters) ?? undefined}
        onCommit={(value) => onChange({ ...filters, to: value || null }, { replace: true })}
      />
      <div className="sm:col-span-2">
        <LinkPicker
          value={link}
          kinds={env.linkKinds}
          label="Gekoppeld aan"
          noneLabel="Alle records"
          pickHint="Kies een record om op te filteren."
          onChange={(next) => {
            if (next.kind && next.id) {
              setPendingKind('');
              push({ link: { kind: next.kind, id: next.id } });
            } else {
              setPendingKind(next.kind);
              if (filters.link) push({ link: null });
            }
          }}
        />
      </div>
      <div className="flex items-end sm:col-span-2 lg:justify-end">
        <button
          type="button"
          disabled={!hasActiveFilters(filters) && !pendingKind}
          onClick={() => {
            setPendingKind('');
            onChange(defaultTodoFilters, { replace: false });
          }}
          className="rounded-md px-2 py-2 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 disabled:invisible max-sm:disabled:hidden"
        >
          Filters wissen
        </button>
      </div>
    </form>
  );
}
