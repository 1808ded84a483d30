import { NOTICE_RANGE_MESSAGE } from '@crm/core/contracts/list-query';
import {
  contractCatalogue as fields,
  contractStatusLabels,
  contractStatuses,
} from '@crm/core/contracts/schema';
import { useCallback, useState } from 'react';
import { DebouncedTextInput } from '../../../components/form/debounced-text-input';
import { DateField } from '../../../components/ui/date-field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextButton } from '../../../components/ui/text-button';
import { staffFilterOptions, type StaffMember } from '../../../lib/staff';
import {
  clearContractFilters,
  hasActiveContractFilters,
  isInverted,
  MAX_SEARCH_LENGTH,
  type ContractFilters,
} from '../lib/contract-filters';
import { useContractTypeOptions } from '../api/get-contract-type-options';
import { PartyFilter } from './party-filter';

type ContractListFiltersProps = {
  filters: ContractFilters;
  /** What changes in the view: the page applies it to the latest view asked for, not a stale one. */
  onChange: (patch: Partial<ContractFilters>, options: { replace: boolean }) => void;
  staff: readonly StaffMember[] | undefined;
};

const wide = 'min-w-60 flex-[2_1_16rem]';
const narrow = 'min-w-36 flex-[1_1_10rem]';

const withAll = (label: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label },
  ...options,
];

const statusOptions = contractStatuses.map((status) => ({
  value: status,
  label: contractStatusLabels[status],
}));

/** Search, status, type, parties, owner and "Uiterlijk opzeggen" between two dates; each choice is a URL. */
export function ContractListFilters({ filters, onChange, staff }: ContractListFiltersProps) {
  const set = (patch: Partial<ContractFilters>) => onChange(patch, { replace: false });
  // Shown once the types are read (a user without `contract_types.view` gets none).
  const types = useContractTypeOptions();
  // A range that ends before it starts is not asked for: the field that made it says why.
  const [rangeError, setRangeError] = useState<'noticeFrom' | 'noticeTo' | null>(null);
  const setRange = (patch: Partial<ContractFilters>, field: 'noticeFrom' | 'noticeTo') => {
    const next = { ...filters, ...patch };
    const inverted = isInverted(next.noticeFrom, next.noticeTo);
    setRangeError(inverted ? field : null);
    if (!inverted) set(patch);
  };
  const commitSearch = useCallback(
    (search: string, options: { replace: boolean }) => onChange({ search }, options),
    [onChange],
  );
  return (
    <form
      role="search"
      aria-label="Contracten filteren"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-wrap items-start gap-4"
    >
      <div className={wide}>
        <DebouncedTextInput
          label="Zoeken"
          value={filters.search}
          onCommit={commitSearch}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Contractnummer of titel"
        />
      </div>
      <div className={narrow}>
        <SelectField
          label={fields.status.label}
          value={filters.status ?? ''}
          onChange={(event) =>
            set({ status: statusOptions.find((o) => o.value === event.target.value)?.value ?? null })
          }
          options={withAll('Alle statussen', statusOptions)}
        />
      </div>
      {types.data && (
        <div className={narrow}>
          <SelectField
            label={fields.typeId.label}
            value={filters.typeId ?? ''}
            onChange={(event) => set({ typeId: event.target.value || null })}
            options={withAll(
              'Alle typen',
              types.data.map((type) => ({ value: type.id, label: type.name })),
            )}
          />
        </div>
      )}
      <div className={narrow}>
        <PartyFilter
          kind="customer"
          label={fields.customerId.label}
          value={filters.customerId}
          onChange={(customerId) => set({ customerId })}
        />
      </div>
      <div className={narrow}>
        <PartyFilter
          kind="supplier"
          label={fields.supplierId.label}
          value={filters.supplierId}
          onChange={(supplierId) => set({ supplierId })}
        />
      </div>
      <div className={narrow}>
        <SelectField
          label={fields.ownerId.label}
          value={filters.ownerId ?? ''}
          onChange={(event) => set({ ownerId: event.target.value || null })}
          options={withAll('Iedereen', staffFilterOptions(staff ?? []))}
        />
      </div>
      <div className={narrow}>
        <DateField
          label={`${fields.noticeBy.label} vanaf`}
          value={filters.noticeFrom ?? ''}
          error={rangeError === 'noticeFrom' ? NOTICE_RANGE_MESSAGE : undefined}
          onCommit={(noticeFrom) => setRange({ noticeFrom: noticeFrom || null }, 'noticeFrom')}
        />
      </div>
      <div className={narrow}>
        <DateField
          label={`${fields.noticeBy.label} tot en met`}
          value={filters.noticeTo ?? ''}
          error={rangeError === 'noticeTo' ? NOTICE_RANGE_MESSAGE : undefined}
          onCommit={(noticeTo) => setRange({ noticeTo: noticeTo || null }, 'noticeTo')}
        />
      </div>
      {hasActiveContractFilters(filters) && (
        <TextButton
          onClick={() => onChange(clearContractFilters(filters), { replace: false })}
          className="mt-7"
        >
          Filters wissen
        </TextButton>
      )}
    </form>
  );
}
