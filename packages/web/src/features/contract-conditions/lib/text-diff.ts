/** A run of text that both versions share, or that only the older (`removed`) or newer (`added`) has. */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * Above this many cells of the comparison table the middle part is compared line by line instead
 * of word by word: two long texts that differ throughout stay fast (a condition holds at most
 * 20,000 characters; word by word that could be 25 million cells).
 */
const MAX_CELLS = 2_000_000;

/** Words and the whitespace between them, so that joining the tokens gives the text back exactly. */
function words(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/**
 * What changed from `before` to `after`, word by word: the shortest edit (a longest common
 * subsequence of tokens) after the common start and end are set aside. Neighbouring parts of the
 * same kind are merged, and joining the `same` and `removed` parts gives `before`, the `same` and
 * `added` parts `after`.
 */
export function diffText(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middleA = a.slice(start, endA);
  const middleB = b.slice(start, endB);
  const middle =
    middleA.length * middleB.length > MAX_CELLS
      ? lcsParts(lines(middleA.join('')), lines(middleB.join('')))
      : lcsParts(middleA, middleB);
  return merge([
    { kind: 'same', text: a.slice(0, start).join('') },
    ...middle,
    { kind: 'same', text: a.slice(endA).join('') },
  ]);
}

/** The classic dynamic programme: lengths of common subsequences of every pair of suffixes. */
function lcsParts(a: readonly string[], b: readonly string[]): DiffPart[] {
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i++] ?? '' });
      j++;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) {
      parts.push({ kind: 'removed', text: a[i++] ?? '' });
    } else {
      parts.push({ kind: 'added', text: b[j++] ?? '' });
    }
  }
  while (i < a.length) parts.push({ kind: 'removed', text: a[i++] ?? '' });
  while (j < b.length) parts.push({ kind: 'added', text: b[j++] ?? '' });
  return parts;
}

/**
 * Joins neighbours of the same kind and drops empty parts. A change's removed words come before its
 * added words, so "de oude tekst" → "de nieuwe tekst" reads as one replacement.
 */
function merge(parts: readonly DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = merged.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/** Whether two versions differ at all (a title-only change leaves the text's diff all `same`). */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}
