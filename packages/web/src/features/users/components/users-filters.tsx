import { Field, Input, Label } from '@headlessui/react';
import { roleLabels, roles, type Role } from '@crm/core/auth/permissions';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import {
  defaultUserFilters,
  hasActiveFilters,
  MAX_SEARCH_LENGTH,
  type UserFilters,
} from '../lib/user-filters';

/** How long typing pauses before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

type UsersFiltersProps = {
  filters: UserFilters;
  /** `replace` for typing in the search box, so Back does not step through every letter. */
  onChange: (filters: UserFilters, options: { replace: boolean }) => void;
};

const roleOptions = [
  { value: '', label: 'Alle rollen' },
  ...roles.map((role) => ({ value: role, label: roleLabels[role] })),
];

const activeOptions = [
  { value: '', label: 'Actief en inactief' },
  { value: 'true', label: 'Alleen actief' },
  { value: 'false', label: 'Alleen inactief' },
];

export function UsersFilters({ filters, onChange }: UsersFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  // The search the URL had at the last render, and the one this box last sent there: a URL change
  // that is not our own echo (Back, "Filters wissen") replaces what the box shows.
  const [seenSearch, setSeenSearch] = useState(filters.search);
  const [sentSearch, setSentSearch] = useState<string | null>(null);
  if (filters.search !== seenSearch) {
    setSeenSearch(filters.search);
    if (filters.search !== sentSearch) setSearch(filters.search);
  }

  // While a view is loading ("Filters wissen" just sent one), `filters` is still the old view: a
  // commit from it would bring the old filters back once the load takes longer than the pause.
  const isNavigating = useNavigation().state !== 'idle';
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === filters.search || isNavigating) return;
    const timer = setTimeout(() => {
      setSentSearch(wanted);
      onChange({ ...filters, search: wanted }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange, isNavigating]);

  return (
    <form
      role="search"
      aria-label="Gebruikers filteren"
      className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = search.trim();
        setSentSearch(wanted);
        onChange({ ...filters, search: wanted }, { replace: false });
      }}
    >
      <Field className="space-y-1.5">
        <Label className="block text-sm font-medium text-gray-900">Zoeken</Label>
        <Input
          type="search"
          value={search}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Naam of e-mailadres"
          onChange={(event) => setSearch(event.target.value)}
          className="block w-full rounded-md bg-white px-3 py-2 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-500"
        />
      </Field>
      <SelectField
        label="Rol"
        options={roleOptions}
        value={filters.role ?? ''}
        onChange={(event) =>
          onChange(
            { ...filters, role: roles.find((role): role is Role => role === event.target.value) ?? null },
            { replace: false },
          )
        }
      />
      <SelectField
        label="Status"
        options={activeOptions}
        value={filters.active === null ? '' : String(filters.active)}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filters, active: value === '' ? null : value === 'true' }, { replace: false });
        }}
      />
      <button
        type="button"
        disabled={!hasActiveFilters(filters)}
        onClick={() => {
          setSearch('');
          onChange({ ...defaultUserFilters, sort: filters.sort, order: filters.order }, { replace: false });
        }}
        className="rounded-md px-2 py-2 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 disabled:invisible max-sm:disabled:hidden"
      >
        Filters wissen
      </button>
    </form>
  );
}
