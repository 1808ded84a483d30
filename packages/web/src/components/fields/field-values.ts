import type { Catalogue, FieldDef } from '@crm/core/catalogue/field';
import { formatIban } from '@crm/core/nl/iban';
import { formatAmountInput, parseAmount } from '../../lib/format-amount';

/**
 * How a form holds a catalogue field, by the field's type, and back: inputs hold texts (an amount
 * as `1.234,56`, a whole number as typed, a date as `YYYY-MM-DD` while its field shows dd-mm-jjjj,
 * an IBAN in groups of four), switches hold booleans. Before validation each text becomes what the
 * API's schema takes; the schema keeps the last word and its Dutch messages. A `list` field (a
 * contract type's conditions) has parts, not one value: its form keeps its own shape.
 */
export type FormValue = string | boolean;

/**
 * A whole number as typed: blank is null (not filled in), digits (with a minus) are the number,
 * anything else (`3,5`, `12x`) is NaN, which the schema refuses with its own message.
 */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A stored value as its form field starts with it. */
export function formValueOf(field: FieldDef, stored: unknown): FormValue {
  switch (field.type) {
    case 'boolean':
      return stored === true;
    case 'amount':
      return formatAmountInput(typeof stored === 'number' ? stored : null);
    case 'integer':
      return typeof stored === 'number' ? String(stored) : '';
    case 'iban':
      return typeof stored === 'string' && stored !== '' ? formatIban(stored) : '';
    case 'list':
      throw new Error('A list field has parts, not one form value.');
    default:
      return typeof stored === 'string' ? stored : '';
  }
}

/** What a form field holds, as the schema takes it (before its own rules and messages). */
export function inputValueOf(field: FieldDef, value: FormValue): unknown {
  if (typeof value === 'boolean') return value;
  switch (field.type) {
    case 'amount':
      return parseAmount(value);
    case 'integer':
      return parseWholeNumber(value);
    default:
      return value;
  }
}

/**
 * What a new record's field starts with: the default its input rule gives an absent value
 * (Status Nieuw, a Betaaltermijn of 30, Land NL), else empty.
 */
export function newFormValueOf(field: FieldDef): FormValue {
  const preset = field.input?.safeParse(undefined);
  return formValueOf(field, preset?.success ? preset.data : undefined);
}

type FormValues<N extends string> = Record<N, FormValue>;

/**
 * The named fields of a stored record, as the form starts with them; a field the record lacks (or
 * no record at all) starts as it would on a new record.
 */
export function formValuesOf<N extends string>(
  catalogue: Catalogue,
  names: readonly N[],
  record: Partial<Record<N, unknown>> | null | undefined,
): FormValues<N> {
  return Object.fromEntries(
    names.map((name) => {
      const field = fieldOf(catalogue, name);
      const stored = record?.[name];
      return [
        name,
        stored === undefined || stored === null ? newFormValueOf(field) : formValueOf(field, stored),
      ];
    }),
  ) as FormValues<N>;
}

/** The named fields of a new record. */
export function newFormValues<N extends string>(catalogue: Catalogue, names: readonly N[]): FormValues<N> {
  return Object.fromEntries(
    names.map((name) => [name, newFormValueOf(fieldOf(catalogue, name))]),
  ) as FormValues<N>;
}

/** Every catalogue field among the form's values, as the schema takes it; other values stay as they are. */
export function inputValuesOf<V extends Record<string, unknown>>(
  catalogue: Catalogue,
  values: V,
): Record<keyof V, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const field = catalogue[name];
      const mapped =
        field && field.type !== 'list' && (typeof value === 'string' || typeof value === 'boolean')
          ? inputValueOf(field, value)
          : value;
      return [name, mapped];
    }),
  ) as Record<keyof V, unknown>;
}

export function fieldOf(catalogue: Catalogue, name: string): FieldDef {
  const field = catalogue[name];
  if (!field) throw new Error(`The catalogue has no field ${name}.`);
  return field;
}
