/**
 * Search tokens. A record is findable by the words of its name, its number, KvK-nummer,
 * BTW-nummer, e-mail address and city. Each token becomes one small index item in a partition
 * chosen by the token's first two characters, so a search reads only the tokens that start with
 * what was typed, however large the data grows. Browser-safe (pure).
 */
export function normaliseForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export const MIN_SEARCH_LENGTH = 2;
export const MAX_TOKENS = 40;

function words(value: string | undefined): string[] {
  if (!value) return [];
  return normaliseForSearch(value)
    .split(/[^\p{L}\p{N}@.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word.length >= MIN_SEARCH_LENGTH);
}

export interface Searchable {
  name: string;
  number?: string | undefined;
  kvkNumber?: string | undefined;
  vatNumber?: string | undefined;
  email?: string | undefined;
  city?: string | undefined;
}

export function searchTokens(record: Searchable): string[] {
  return tokensOf({
    identifiers: [record.number, record.kvkNumber, record.vatNumber, record.email],
    name: record.name,
    words: [record.city],
    max: MAX_TOKENS,
  });
}

/**
 * The tokens of anything searchable: identifiers whole, the name whole (without spaces, so
 * "devries" and "de vries" both find "De Vries B.V.") and word by word, then other words (city).
 * Identifiers come first, so they survive the cap; the tokens are written in the owner's
 * transaction, which the cap keeps small.
 */
export function tokensOf(parts: {
  identifiers: (string | undefined)[];
  name: string;
  words: (string | undefined)[];
  max: number;
}): string[] {
  const compact = normaliseForSearch(parts.name).replace(/[^\p{L}\p{N}]+/gu, '');
  const ordered = [
    ...parts.identifiers.filter((value): value is string => Boolean(value)).map(normaliseForSearch),
    ...(compact.length >= MIN_SEARCH_LENGTH ? [compact] : []),
    ...words(parts.name),
    ...parts.words.flatMap(words),
  ].filter((token) => token.length >= MIN_SEARCH_LENGTH && token.length <= 200);
  return [...new Set(ordered)].slice(0, parts.max).sort();
}

export function searchBucket(token: string): string {
  return token.slice(0, MIN_SEARCH_LENGTH);
}

/** Words looked up at most, in parallel; any further words are checked on what those find. */
export const MAX_LOOKUPS = 3;

export interface SearchPlan {
  /** Every word typed (distinct); a result contains each of them. */
  terms: string[];
  /** The words to look up: the longest (most selective) ones, longest first. */
  lookups: string[];
}

/**
 * What to look up for a search. Each of the longest words is looked up on its own, so a rare word
 * next to a common one ("zzvisser rotterdam") still finds its record, whichever lookup reaches it.
 */
export function searchPlan(query: string): SearchPlan | undefined {
  const terms = normaliseForSearch(query)
    .split(/\s+/)
    // An e-mail address is looked up whole (its token keeps - _ +); other words lose punctuation.
    .map((term) => (term.includes('@') ? term : term.replace(/[^\p{L}\p{N}@.]+/gu, '')))
    .filter((term) => term.length >= MIN_SEARCH_LENGTH);
  if (terms.length === 0) return undefined;
  const distinct = [...new Set(terms)];
  const lookups = [...distinct].sort((a, b) => b.length - a.length).slice(0, MAX_LOOKUPS);
  return { terms: distinct, lookups };
}

/**
 * Whether each term not already matched starts a word of the text (a result's name and detail):
 * how a token lookup's match is checked for the other words typed.
 */
export function coversTerms(text: string, terms: readonly string[], matched: ReadonlySet<string>): boolean {
  const remaining = terms.filter((term) => !matched.has(term));
  if (remaining.length === 0) return true;
  const textWords = normaliseForSearch(text).split(/[^\p{L}\p{N}@.]+/u);
  return remaining.every((term) => textWords.some((word) => word.startsWith(term)));
}

/** A sort key for names that follows Dutch expectations closely enough: no accents, no case. */
export function nameSortKey(name: string): string {
  return normaliseForSearch(name).replace(/\s+/g, ' ').slice(0, 200);
}
