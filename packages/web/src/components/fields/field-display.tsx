import type { Catalogue, FieldDef } from '@crm/core/catalogue/field';
import { formatIban } from '@crm/core/nl/iban';
import { dutchDate } from '@crm/core/nl/date';
import type { ReactNode } from 'react';
import { countryName } from '../../lib/countries';
import { formatAmount } from '../../lib/format-amount';
import { formatCount } from '../../lib/format-count';
import { formatDateTime } from '../../lib/format-date';
import { EmptyValue, type Fact } from '../ui/fact-list';
import { fieldOf } from './field-values';

/** What a display needs beyond the value: whose name a user id is. */
export type DisplayContext = {
  /** A user's name by id; null while the names load. */
  userName?: ((id: string) => string | null) | undefined;
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A whole number with the unit its label names in brackets (`Beslistermijn (weken)`: `4 weken`,
 * `1 week`), so the value reads on its own, also where no label stands beside it (a review of
 * changes); without a unit the number.
 */
function countText(field: FieldDef, count: number): string {
  return formatCount(count, /\((dagen|weken|maanden)\)$/.exec(field.label)?.[1] ?? '');
}

/** A list's parts by their titles, one a line (a contract type's conditions), else how many there are. */
function listText(parts: readonly unknown[]): string {
  const titles = parts.map((part) =>
    typeof part === 'object' && part !== null && 'title' in part && typeof part.title === 'string'
      ? part.title
      : null,
  );
  return titles.every((title) => title !== null) ? titles.join('\n') : String(parts.length);
}

/**
 * A stored value of any catalogue field as a person reads it, chosen by the field's type: amounts
 * in euros, dates as dd-mm-jjjj, an enum's Dutch label, a user's name, a country's Dutch name, an
 * IBAN in groups. Null when there is nothing to show (the fact list shows a dash).
 */
export function displayValue(field: FieldDef, value: unknown, context: DisplayContext = {}): ReactNode {
  if (isEmpty(value)) return null;
  switch (field.type) {
    case 'amount':
      return typeof value === 'number' ? formatAmount(value) : String(value);
    case 'integer':
      return typeof value === 'number' ? countText(field, value) : String(value);
    case 'boolean':
      return value === true ? 'Ja' : 'Nee';
    case 'date':
      return dutchDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'enum':
      return field.options?.[String(value)] ?? String(value);
    case 'user':
      return context.userName ? context.userName(String(value)) : String(value);
    case 'country':
      return countryName(String(value));
    case 'iban':
      return formatIban(String(value));
    case 'list':
      return Array.isArray(value) ? listText(value) : String(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

type FieldDisplayProps = DisplayContext & { field: FieldDef; value: unknown };

/** One field's value, as `displayValue` says; a dash when it is empty. */
export function FieldDisplay({ field, value, ...context }: FieldDisplayProps) {
  const shown = displayValue(field, value, context);
  if (shown === null || shown === undefined || shown === '') {
    return <EmptyValue />;
  }
  return <span className="whitespace-pre-line">{shown}</span>;
}

/** A field as a fact: the catalogue's label and the value shown by type. */
export function fieldFact(field: FieldDef, value: unknown, context?: DisplayContext): Fact {
  return { label: field.label, value: displayValue(field, value, context) };
}

/** The named fields of a record as facts, in the order given. */
export function catalogueFacts<R extends object>(
  catalogue: Catalogue,
  names: readonly (keyof R & string)[],
  record: R,
  context?: DisplayContext,
): Fact[] {
  return names.map((name) => fieldFact(fieldOf(catalogue, name), record[name], context));
}
