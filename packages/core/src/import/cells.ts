import type * as z from 'zod';
import type { FieldDef } from '../catalogue/field.ts';
import { neutraliseFormula } from '../export/csv.ts';
import { parseAmount, parseDateInput } from '../nl/typed-input.ts';
import { headerKey } from './fields.ts';
import type { ImportFormat } from './public.ts';

/**
 * A cell's text to the value a form would send for its field, or a Dutch message. What the export
 * writes comes back as it was: in a CSV `="0612345678"` (text Excel must not turn into a number) is the
 * text inside, an apostrophe before a formula-like text goes, an amount `1.234,56` or `1234.56`, a
 * date dd-mm-jjjj, an enum's or a country's Dutch name, a user by name, Ja/Nee.
 */
export type CellValue = { value: unknown } | { message: string };

/** Who a user field can name: every user's id by name. */
export type UsersByName = ReadonlyMap<string, string>;

const regionNames = new Intl.DisplayNames('nl', { type: 'region' });
let countryCodes: Map<string, string> | undefined;

/** Every region code by its Dutch name (`nederland` → NL), worked out once. */
function countryCodeOf(name: string): string | undefined {
  if (!countryCodes) {
    countryCodes = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const first of letters) {
      for (const second of letters) {
        const code = `${first}${second}`;
        const dutch = regionNames.of(code);
        if (dutch && dutch !== code) countryCodes.set(headerKey(dutch), code);
      }
    }
  }
  const trimmed = name.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  return countryCodes.get(headerKey(trimmed));
}

/** The text the export protected from Excel, as it was stored. */
export function unprotectText(text: string): string {
  const excelText = /^="(.*)"$/s.exec(text);
  if (excelText) return excelText[1] ?? '';
  if (text.startsWith("'") && neutraliseFormula(text.slice(1)) === text) return text.slice(1);
  return text;
}

const yes = new Set(['ja', 'j', 'yes', 'y', 'true', 'waar', '1', 'x']);
const no = new Set(['nee', 'n', 'no', 'false', 'onwaar', '0']);

export function cellValue(field: FieldDef, raw: string, users: UsersByName, format: ImportFormat): CellValue {
  // Only the CSV export protects text from Excel; an .xlsx holds text as it is.
  const text = (format === 'csv' ? unprotectText(raw) : raw).trim();
  if (text === '') return { value: undefined };
  switch (field.type) {
    case 'date': {
      const date = parseDateInput(text);
      return date ? { value: date } : { message: 'Vul een geldige datum in als dd-mm-jjjj.' };
    }
    case 'amount': {
      const amount = parseAmount(text);
      return amount === null || !Number.isNaN(amount)
        ? { value: amount }
        : { message: 'Vul een bedrag in als 1.234,56 of 1234.56.' };
    }
    case 'integer': {
      return /^-?\d+$/.test(text) ? { value: Number(text) } : { message: 'Vul een heel getal in.' };
    }
    case 'boolean': {
      const key = text.toLowerCase();
      if (yes.has(key)) return { value: true };
      if (no.has(key)) return { value: false };
      return { message: 'Vul Ja of Nee in.' };
    }
    case 'enum': {
      const options = field.options ?? {};
      const key = headerKey(text);
      const match = Object.entries(options).find(
        ([value, label]) => headerKey(label) === key || headerKey(value) === key,
      );
      return match ? { value: match[0] } : { message: `Kies een van: ${Object.values(options).join(', ')}.` };
    }
    case 'user': {
      const id = users.get(text.toLowerCase());
      return id ? { value: id } : { message: `Er is geen gebruiker met de naam ${text}.` };
    }
    case 'country': {
      const code = countryCodeOf(text);
      return code ? { value: code } : { message: 'Kies een land, bijvoorbeeld Nederland.' };
    }
    default:
      return { value: text };
  }
}

/** The Dutch messages of a failed parse, each with its field's label. */
export function issueMessages(error: z.ZodError, labelOf: (field: string) => string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!messages.has(field)) messages.set(field, `${labelOf(field)}: ${issue.message}`);
  }
  return messages;
}
