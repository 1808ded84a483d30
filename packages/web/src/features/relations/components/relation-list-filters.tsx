import { leadCatalogue, leadSourceLabels, leadSources } from '@crm/core/leads/schema';
import { organisationCatalogue } from '@crm/core/catalogue/organisation';
import { exactSyncStates } from '@crm/core/relations/exact-state';
import { supplierCatalogue } from '@crm/core/suppliers/schema';
import { useCallback } from 'react';
import { DebouncedTextInput } from '../../../components/form/debounced-text-input';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextButton } from '../../../components/ui/text-button';
import { countryOptions } from '../../../lib/countries';
import { staffFilterOptions } from '../../../lib/staff';
import type { StaffMember } from '../api/get-staff';
import {
  clearFilters,
  filterFields,
  hasActiveFilters,
  MAX_SEARCH_LENGTH,
  type FilterField,
  type RelationFilters,
} from '../lib/list-filters';
import { relationKindInfo, type RelationKind } from '../lib/relation-kinds';

type RelationListFiltersProps = {
  kind: RelationKind;
  filters: RelationFilters;
  /** What changes in the view: the page applies it to the latest view asked for, not a stale one. */
  onChange: (patch: Partial<RelationFilters>, options: { replace: boolean }) => void;
  staff: readonly StaffMember[] | undefined;
  /** The board shows statuses as columns: no status filter there. */
  hide?: readonly FilterField[];
};

const searchPlaceholders: Record<RelationKind, string> = {
  lead: 'Naam, KvK-nummer, plaats of e-mail',
  customer: 'Naam, klantnummer, KvK-nummer, plaats…',
  supplier: 'Naam, leveranciersnummer, KvK-nummer…',
};

/** A sync state as a filter option: `Wacht op synchronisatie`. */
const exactStateLabel = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

const wide = 'min-w-60 flex-[2_1_16rem]';
const narrow = 'min-w-36 flex-[1_1_10rem]';

const withAll = (label: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label },
  ...options,
];

export function RelationListFilters({ kind, filters, onChange, staff, hide = [] }: RelationListFiltersProps) {
  const info = relationKindInfo[kind];
  const fields = filterFields[kind].filter((field) => !hide.includes(field));
  const set = (patch: Partial<RelationFilters>) => onChange(patch, { replace: false });
  const commitSearch = useCallback(
    (search: string, options: { replace: boolean }) => onChange({ search }, options),
    [onChange],
  );
  const commitCategory = useCallback(
    (category: string, options: { replace: boolean }) => onChange({ category: category || null }, options),
    [onChange],
  );
  const select = (field: Exclude<FilterField, 'category'>) => (event: { target: { value: string } }) =>
    set({ [field]: event.target.value || null });

  return (
    <form
      role="search"
      aria-label={`${info.title} filteren`}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-wrap items-end gap-4"
    >
      <div className={wide}>
        <DebouncedTextInput
          label="Zoeken"
          value={filters.search}
          onCommit={commitSearch}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={searchPlaceholders[kind]}
        />
      </div>
      {fields.includes('status') && (
        <div className={narrow}>
          <SelectField
            label={info.catalogue.status.label}
            value={filters.status ?? ''}
            onChange={select('status')}
            options={withAll(
              'Alle statussen',
              info.statuses.map((status) => ({ value: status, label: info.statusLabels[status] ?? status })),
            )}
          />
        </div>
      )}
      {fields.includes('owner') && info.ownerLabel && (
        <div className={narrow}>
          <SelectField
            label={info.ownerLabel}
            value={filters.owner ?? ''}
            onChange={select('owner')}
            options={withAll('Iedereen', staffFilterOptions(staff ?? []))}
          />
        </div>
      )}
      {fields.includes('source') && (
        <div className={narrow}>
          <SelectField
            label={leadCatalogue.source.label}
            value={filters.source ?? ''}
            onChange={select('source')}
            options={withAll(
              'Alle bronnen',
              leadSources.map((source) => ({ value: source, label: leadSourceLabels[source] })),
            )}
          />
        </div>
      )}
      {fields.includes('category') && (
        <div className={narrow}>
          <DebouncedTextInput
            type="text"
            label={supplierCatalogue.category.label}
            value={filters.category ?? ''}
            onCommit={commitCategory}
            maxLength={80}
          />
        </div>
      )}
      {fields.includes('country') && (
        <div className={narrow}>
          <SelectField
            label={organisationCatalogue.country.label}
            value={filters.country ?? ''}
            onChange={select('country')}
            options={withAll('Alle landen', countryOptions)}
          />
        </div>
      )}
      {fields.includes('exactState') && (
        <div className={narrow}>
          <SelectField
            label="Exact-status"
            value={filters.exactState ?? ''}
            onChange={select('exactState')}
            options={withAll(
              'Alle',
              exactSyncStates.map((state) => ({ value: state, label: exactStateLabel(state) })),
            )}
          />
        </div>
      )}
      {hasActiveFilters(filters) && (
        <TextButton onClick={() => onChange(clearFilters(filters), { replace: false })}>
          Filters wissen
        </TextButton>
      )}
    </form>
  );
}
