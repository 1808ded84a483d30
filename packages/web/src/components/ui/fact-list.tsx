import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

/** An empty value: a dash that says what it means to a screen reader. */
export function EmptyValue() {
  return (
    <span className="text-gray-400" aria-label="Niet ingevuld">
      —
    </span>
  );
}

/**
 * Label and value pairs of a record; an empty value shows as a dash. `stacked` puts each label
 * above its value, for a narrow column.
 */
export function FactList({ facts, stacked = false }: { facts: readonly Fact[]; stacked?: boolean }) {
  return (
    <dl className="divide-y divide-gray-100">
      {facts.map(({ label, value }) => (
        <div key={label} className={`grid gap-1 py-3 ${stacked ? '' : 'sm:grid-cols-3 sm:gap-4'}`}>
          <dt className="text-sm font-medium text-gray-600">{label}</dt>
          <dd
            className={`text-sm break-words whitespace-pre-line text-gray-900 ${stacked ? '' : 'sm:col-span-2'}`}
          >
            {value === null || value === undefined || value === '' ? <EmptyValue /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
