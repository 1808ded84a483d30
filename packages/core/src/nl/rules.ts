/** Dutch registration numbers and addresses. Browser-safe: shared by the API and the forms. */

/** BIC (SWIFT): 4 bank letters, 2 country letters, 2 location characters, optional 3 branch. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normaliseBic(value));
}

/** A BIC as stored: no spaces, capitals (`abna nl2a` → `ABNANL2A`). */
export function normaliseBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** KvK-nummer: exactly 8 digits. */
export function isValidKvk(value: string): boolean {
  return /^\d{8}$/.test(value.trim());
}

export function normaliseVat(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

const euVatPatterns: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** BTW-nummer: NL123456789B01, or another EU member state's format. */
export function isValidVat(value: string): boolean {
  const vat = normaliseVat(value);
  const pattern = euVatPatterns[vat.slice(0, 2)];
  return pattern !== undefined && pattern.test(vat);
}

/** Dutch postcode, normalised to "1234 AB". No postcode starts with 0; SA, SD and SS are not issued. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 4)} ${compact.slice(4)}` : value.trim();
}

export function isValidDutchPostcode(value: string): boolean {
  const postcode = normalisePostcode(value);
  return /^[1-9]\d{3} [A-Z]{2}$/.test(postcode) && !/ (SA|SD|SS)$/.test(postcode);
}

/** Phone numbers are kept as typed; only checked loosely: digits, spaces and + ( ) - with 8 to 15 digits. */
export function isPlausiblePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return /^\+?[\d\s()./-]+$/.test(value.trim()) && digits.length >= 8 && digits.length <= 15;
}

/** A phone number without its spacing and separators ("06-1234 5678" is "0612345678"), for comparing. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s()./-]/g, '');
}
