/**
 * Euro amounts as Dutch users read and type them. The API stores euros as a number with at most
 * two decimals; forms hold the typed text and turn it into that number just before validation.
 */
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const plain = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `€ 1.234,56` (with a no-break space, so the sign never ends a line on its own). */
export function formatAmount(value: number): string {
  return euro.format(value);
}

/** `1.234,56`: what an amount field shows after the user leaves it. */
export function formatAmountInput(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : plain.format(value);
}

/** Shared with the import, which reads a sheet's amounts with the same rule. */
export { parseAmount } from '@crm/core/nl/typed-input';
