import { describe, expect, it } from 'vitest';
import { diffText, hasChanges, type DiffPart } from './text-diff';

const older = (parts: readonly DiffPart[]) =>
  parts
    .filter((part) => part.kind !== 'added')
    .map((part) => part.text)
    .join('');
const newer = (parts: readonly DiffPart[]) =>
  parts
    .filter((part) => part.kind !== 'removed')
    .map((part) => part.text)
    .join('');

describe('diffText', () => {
  it('marks a replaced word as removed and added between the words both share', () => {
    expect(diffText('Betaling binnen 30 dagen.', 'Betaling binnen 14 dagen.')).toEqual([
      { kind: 'same', text: 'Betaling binnen ' },
      { kind: 'removed', text: '30' },
      { kind: 'added', text: '14' },
      { kind: 'same', text: ' dagen.' },
    ]);
  });

  it('shows added and removed sentences, and nothing for equal texts', () => {
    expect(diffText('Eén.', 'Eén. Twee.')).toEqual([
      { kind: 'same', text: 'Eén.' },
      { kind: 'added', text: ' Twee.' },
    ]);
    expect(diffText('Eén. Twee.', 'Twee.')).toEqual([
      { kind: 'removed', text: 'Eén. ' },
      { kind: 'same', text: 'Twee.' },
    ]);
    expect(diffText('Gelijk', 'Gelijk')).toEqual([{ kind: 'same', text: 'Gelijk' }]);
    expect(hasChanges(diffText('Gelijk', 'Gelijk'))).toBe(false);
    expect(diffText('', '')).toEqual([]);
  });

  it('keeps the words that stay when changes are spread over the text', () => {
    const parts = diffText('de koper betaalt de prijs per maand', 'de huurder betaalt de prijs per kwartaal');
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text)).toEqual([
      'koper',
      'maand',
    ]);
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text)).toEqual([
      'huurder',
      'kwartaal',
    ]);
    expect(hasChanges(parts)).toBe(true);
  });

  it('gives both texts back exactly, line breaks and spacing included', () => {
    const cases: [string, string][] = [
      ['Artikel 1\n\nDe  levering\tgeschiedt franco.', 'Artikel 1\nDe levering geschiedt\n\nfranco huis.'],
      ['', 'Nieuwe tekst'],
      ['Oude tekst', ''],
      ['a b a b a', 'b a b a b'],
    ];
    for (const [before, after] of cases) {
      const parts = diffText(before, after);
      expect(older(parts)).toBe(before);
      expect(newer(parts)).toBe(after);
    }
  });

  it('compares two long texts that differ throughout line by line, and still exactly', () => {
    const before = Array.from({ length: 2_000 }, (_, index) => `regel ${index} oud`).join('\n');
    const after = Array.from({ length: 2_000 }, (_, index) => `regel ${index} nieuw`).join('\n');
    const parts = diffText(before, after);
    expect(older(parts)).toBe(before);
    expect(newer(parts)).toBe(after);
    // Line by line after the common start ("regel 0 "): whole lines change, not single words.
    expect(parts.find((part) => part.kind === 'removed')?.text.startsWith('oud\nregel 1 oud\n')).toBe(true);
  });
});
