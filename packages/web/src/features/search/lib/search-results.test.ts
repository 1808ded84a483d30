import { describe, expect, it } from 'vitest';
import { isSearchShortcut, searchSections, searchView, type SearchGroup } from './search-results';

const hit = (id: string, label = `Naam ${id}`) => ({ id, label, detail: '' });

const groups: SearchGroup[] = [
  { kind: 'contact', items: [hit('c1', 'Jan de Vries')] },
  { kind: 'lead', items: [] },
  { kind: 'customer', items: [hit('k1'), hit('k2')] },
  // A kind this build does not know (yet) is left out.
  { kind: 'onbekend', items: [hit('x1')] },
  { kind: 'supplier', items: [hit('s1')] },
];

describe('searchSections', () => {
  it('keeps groups with results in the order of the kinds, which is the keyboard order', () => {
    const sections = searchSections(groups);
    expect(sections.map((section) => section.title)).toEqual(['Klanten', 'Leveranciers', 'Contactpersonen']);
    expect(sections.flatMap((section) => section.options.map((option) => option.id))).toEqual([
      'k1',
      'k2',
      's1',
      'c1',
    ]);
  });

  it('links every result to its record page', () => {
    const hrefs = searchSections(groups).flatMap((section) => section.options.map((option) => option.href));
    expect(hrefs).toEqual(['/customers/k1', '/customers/k2', '/suppliers/s1', '/contact-people/c1']);
  });
});

describe('contracts in global search', () => {
  it('come after contact people, titled Contracten, each linking to its page', () => {
    const sections = searchSections([...groups, { kind: 'contract', items: [hit('ct1', 'Energie')] }]);
    expect(sections.map((section) => section.title)).toEqual([
      'Klanten',
      'Leveranciers',
      'Contactpersonen',
      'Contracten',
    ]);
    expect(sections.at(-1)?.options).toEqual([
      { kind: 'contract', id: 'ct1', label: 'Energie', detail: '', href: '/contracts/ct1' },
    ]);
  });
});

describe('searchView', () => {
  const base = { typed: 'bakker', settled: 'bakker', groups, isPlaceholderData: false, error: null };

  it('asks for two characters first', () => {
    expect(searchView({ ...base, typed: 'b', settled: 'b' })).toEqual({ state: 'hint' });
    expect(searchView({ ...base, typed: '  ' })).toEqual({ state: 'hint' });
  });

  it('loads until the first answer, then keeps earlier results visible while the next loads', () => {
    expect(searchView({ ...base, groups: undefined })).toEqual({ state: 'loading' });
    expect(searchView({ ...base, typed: 'bakkerij' })).toMatchObject({ state: 'results', stale: true });
    expect(searchView({ ...base, isPlaceholderData: true })).toMatchObject({ state: 'results', stale: true });
    expect(searchView(base)).toMatchObject({ state: 'results', stale: false });
  });

  it('says there are no results only for an answer to the text typed', () => {
    const none = [{ kind: 'lead', items: [] }];
    expect(searchView({ ...base, groups: none })).toEqual({ state: 'empty' });
    expect(searchView({ ...base, groups: none, isPlaceholderData: true })).toEqual({ state: 'loading' });
    expect(searchView({ ...base, groups: none, typed: 'bakkers' })).toEqual({ state: 'loading' });
  });

  it('shows the error message', () => {
    expect(searchView({ ...base, error: new Error('Geen verbinding.') })).toEqual({
      state: 'error',
      message: 'Geen verbinding.',
    });
  });
});

describe('isSearchShortcut', () => {
  const key = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
  it('is Ctrl+K or Cmd+K, nothing else', () => {
    expect(isSearchShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSearchShortcut({ ...key, metaKey: true, key: 'K' })).toBe(true);
    expect(isSearchShortcut(key)).toBe(false);
    expect(isSearchShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSearchShortcut({ ...key, ctrlKey: true, key: 'j' })).toBe(false);
  });
});
