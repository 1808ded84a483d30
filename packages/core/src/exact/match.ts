import { normaliseVat } from '../nl/rules.ts';
import type { ExactCandidate } from '../relations/exact-state.ts';
import { trimCode, type ExactAccount } from './mapping.ts';

/**
 * Never a duplicate (decisions 035, 045): before a record is created in Exact it is matched by its
 * KvK-nummer, then its BTW-nummer. Exact compares filter strings literally and enforces no
 * uniqueness on either, so a number is tried in the forms people type it, and more than one
 * account is not a match but a conflict for staff. Pure.
 */

/** A KvK-nummer as typed, digits only, and in the groups people type (`1234 5678`, `12 34 56 78`). */
export function kvkVariants(kvk: string): string[] {
  const typed = kvk.trim();
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return typed ? [typed] : [];
  const variants = [typed, digits];
  if (digits.length === 8) {
    variants.push(`${digits.slice(0, 4)} ${digits.slice(4)}`, digits.replace(/(\d{2})(?=\d)/g, '$1 '));
  }
  return unique(variants);
}

/**
 * A BTW-nummer as typed and in upper case without dots, dashes or spaces; a Dutch one also in its
 * printed form (`NL8037.25.802.B01`).
 */
export function vatVariants(vat: string): string[] {
  const typed = vat.trim();
  if (typed === '') return [];
  const plain = normaliseVat(typed);
  const variants = [typed, plain];
  const dutch = /^NL(\d{4})(\d{2})(\d{3})(B\d{2})$/.exec(plain);
  if (dutch) variants.push(`NL${dutch[1]}.${dutch[2]}.${dutch[3]}.${dutch[4]}`);
  return unique(variants);
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/** An OData string literal: single quotes doubled. */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** `$filter` for accounts with any of the variants of one property (`ChamberOfCommerce`, `VATNumber`). */
export function variantsFilter(
  property: 'ChamberOfCommerce' | 'VATNumber',
  variants: readonly string[],
): string {
  return variants.map((variant) => `${property} eq ${odataString(variant)}`).join(' or ');
}

/** The filters a push tries before a create, in order: KvK-nummer, then BTW-nummer (none: nothing). */
export function matchFilters(record: {
  kvkNumber?: string | undefined;
  vatNumber?: string | undefined;
}): string[] {
  const kvk = kvkVariants(record.kvkNumber ?? '');
  const vat = vatVariants(record.vatNumber ?? '');
  return [
    ...(kvk.length ? [variantsFilter('ChamberOfCommerce', kvk)] : []),
    ...(vat.length ? [variantsFilter('VATNumber', vat)] : []),
  ];
}

/** What matching decides: link to the one account, a conflict naming the candidates, or create. */
export type MatchOutcome =
  | { outcome: 'link'; account: ExactAccount }
  | { outcome: 'conflict'; candidates: ExactCandidate[]; by: 'kvk' | 'vat' }
  | { outcome: 'create' };

const kvkKey = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const vatKey = (value: string | null | undefined) => normaliseVat(value ?? '');

/** An account as staff pick it: its ID, its Code and its name. */
export function candidateOf(account: ExactAccount): ExactCandidate {
  return { id: account.ID ?? '', code: trimCode(account.Code), name: (account.Name ?? '').trim() };
}

/**
 * Finds the record among accounts already read (the pull's, or a filter's answer) without any
 * call: by normalised KvK-nummer first, then by BTW-nummer. One account is a link; more than one
 * is a conflict with the candidates named; none is a create.
 */
export function matchAccount(
  record: { kvkNumber?: string | undefined; vatNumber?: string | undefined },
  accounts: Iterable<ExactAccount>,
): MatchOutcome {
  const all = [...accounts];
  const kvk = kvkKey(record.kvkNumber);
  const vat = vatKey(record.vatNumber);
  const tries = [
    { by: 'kvk' as const, key: kvk, hits: kvk ? all.filter((a) => kvkKey(a.ChamberOfCommerce) === kvk) : [] },
    { by: 'vat' as const, key: vat, hits: vat ? all.filter((a) => vatKey(a.VATNumber) === vat) : [] },
  ];
  for (const attempt of tries) {
    const [only, ...more] = attempt.hits;
    if (!only) continue;
    if (more.length === 0) return { outcome: 'link', account: only };
    return { outcome: 'conflict', by: attempt.by, candidates: attempt.hits.map(candidateOf) };
  }
  return { outcome: 'create' };
}

/**
 * An index of accounts by normalised KvK-nummer and BTW-nummer, for matching many records against
 * one pull's accounts in linear time (the bench's 5,000 customers cost no call per record).
 */
export class AccountIndex {
  private readonly byKvk = new Map<string, ExactAccount[]>();
  private readonly byVat = new Map<string, ExactAccount[]>();

  constructor(accounts: Iterable<ExactAccount> = []) {
    for (const account of accounts) this.add(account);
  }

  add(account: ExactAccount): void {
    const kvk = kvkKey(account.ChamberOfCommerce);
    const vat = vatKey(account.VATNumber);
    if (kvk) this.byKvk.set(kvk, [...(this.byKvk.get(kvk) ?? []), account]);
    if (vat) this.byVat.set(vat, [...(this.byVat.get(vat) ?? []), account]);
  }

  match(record: { kvkNumber?: string | undefined; vatNumber?: string | undefined }): MatchOutcome {
    const kvk = kvkKey(record.kvkNumber);
    const vat = vatKey(record.vatNumber);
    // An account found by both numbers is one candidate.
    const found = new Set([
      ...(kvk ? (this.byKvk.get(kvk) ?? []) : []),
      ...(vat ? (this.byVat.get(vat) ?? []) : []),
    ]);
    return matchAccount(record, found);
  }
}
