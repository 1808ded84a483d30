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

/**
 * The number typed in an amount field: `1234,56`, `1.234,56`, `€ 1.234`, `1234.5`. Empty is null
 * (not filled in); anything unreadable is NaN, which the schema refuses with its own message.
 * A dot followed by exactly three digits is a thousands separator, as Dutch writing has it.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  if (compact === '') return null;
  let normalised: string;
  if (compact.includes(',')) {
    normalised = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(compact)) {
    normalised = compact.replace(/\./g, '');
  } else {
    normalised = compact;
  }
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
