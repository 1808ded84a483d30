import { wallClockTime } from '@crm/core/nl/date';

/**
 * OData v2 as Exact speaks it: the `d` envelope, `__next` links, `/Date(ms)/` values in Amsterdam
 * wall-clock time, Exact's error body, and the `$filter` subset its clients use. Written apart
 * from the app's client (core/exact/odata.ts) on purpose: the fake checks the client, not itself.
 */

export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Exact's error body: `{"error":{"code":"","message":{"lang":"","value":"…"}}}`. */
export function errorBody(message: string): string {
  return JSON.stringify({ error: { code: '', message: { lang: '', value: message } } });
}

/** A moment as Exact writes it: Amsterdam's wall clock, encoded as if it were UTC. */
export function exactDate(epochMs: number): string {
  return `/Date(${wallClockTime(epochMs, 'Europe/Amsterdam') + (epochMs % 1000)})/`;
}

export type Clause = { field: string; trim: boolean; op: string; value: string | number | boolean | null };

const clausePattern =
  /^(?:trim\((\w+)\)|(\w+))\s+(eq|ne|gt|ge|lt|le)\s+(guid'[^']*'|datetime'[^']*'|'(?:[^']|'')*'|-?\d+L?|true|false|null)$/;

/** `A eq 'x' and B gt 5L`: clauses joined by `and` (Exact's clients use no more than that). */
export function parseFilter(filter: string): Clause[] {
  const parts = splitOutsideQuotes(filter.trim(), ' and ');
  return parts.map((part) => {
    const match = clausePattern.exec(part.trim().replace(/^\((.*)\)$/, '$1'));
    if (!match) throw new FakeHttpError(400, 'This $filter parameter is not supported for this resource');
    const [, trimmed, plain, op, literal] = match;
    return {
      field: (trimmed ?? plain) as string,
      trim: Boolean(trimmed),
      op: op as string,
      value: parseLiteral(literal as string),
    };
  });
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === "'") quoted = !quoted;
    else if (!quoted && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function parseLiteral(literal: string): string | number | boolean | null {
  if (literal === 'true') return true;
  if (literal === 'false') return false;
  if (literal === 'null') return null;
  if (literal.startsWith("guid'")) return literal.slice(5, -1).toLowerCase();
  if (literal.startsWith("datetime'")) return Date.parse(`${literal.slice(9, -1)}Z`);
  if (literal.startsWith("'")) return literal.slice(1, -1).replace(/''/g, "'");
  return Number(literal.replace(/L$/, ''));
}

/** The value a clause compares: dates by their epoch, strings case-sensitive (decision 035). */
function comparable(value: unknown, trim: boolean): unknown {
  if (typeof value === 'string') {
    const date = /^\/Date\((-?\d+)\)\/$/.exec(value);
    if (date) return Number(date[1]);
    return trim ? value.trim() : value;
  }
  return value;
}

export function matches(row: Record<string, unknown>, clauses: Clause[]): boolean {
  return clauses.every(({ field, trim, op, value }) => {
    const actual = comparable(row[field], trim) as string | number | boolean | null;
    if (op === 'eq') return actual === value;
    if (op === 'ne') return actual !== value;
    if (actual === null || value === null) return false;
    if (op === 'gt') return actual > value;
    if (op === 'ge') return actual >= value;
    if (op === 'lt') return actual < value;
    return actual <= value;
  });
}

/** A row as sent: `__metadata`, only the `$select`ed fields, navigation collections deferred. */
export function present(
  row: Record<string, unknown>,
  uri: string,
  type: string,
  select: string[] | undefined,
  deferred: string[] = [],
): Record<string, unknown> {
  const fields = select ?? Object.keys(row);
  const out: Record<string, unknown> = { __metadata: { uri, type } };
  for (const field of fields) {
    if (deferred.includes(field)) out[field] = { __deferred: { uri: `${uri}/${field}` } };
    else if (field === 'Timestamp') out[field] = String(row[field]);
    else out[field] = row[field] ?? null;
  }
  if (!select) for (const field of deferred) out[field] = { __deferred: { uri: `${uri}/${field}` } };
  return out;
}
