import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  defaultFilters,
  hasActiveFilters,
  parseRelationFilters,
  serialiseRelationFilters,
  toggleSort,
  toRelationsQuery,
} from './list-filters';

const parse = (kind: 'lead' | 'customer' | 'supplier', query: string) =>
  parseRelationFilters(kind, new URLSearchParams(query));

describe('relation list views in the URL', () => {
  it('reads the plain list as the default view', () => {
    expect(parse('lead', '')).toEqual(defaultFilters);
    expect(serialiseRelationFilters(defaultFilters)).toBe('');
  });

  it('round-trips a filtered, sorted view', () => {
    const query = 'search=bakker&status=gekwalificeerd&owner=01USER&source=beurs&country=BE&sort=createdAt';
    const filters = parse('lead', query);
    expect(filters).toEqual({
      search: 'bakker',
      status: 'gekwalificeerd',
      owner: '01USER',
      source: 'beurs',
      category: null,
      country: 'BE',
      exactState: null,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(serialiseRelationFilters(filters)).toBe(query);
    expect(parse('lead', serialiseRelationFilters({ ...filters, order: 'asc' })).order).toBe('asc');
  });

  it('keeps only the filters the kind has, with values it knows', () => {
    expect(parse('customer', 'status=gewonnen&source=beurs&category=x&owner=u1')).toMatchObject({
      status: null,
      source: null,
      category: null,
      owner: 'u1',
    });
    expect(parse('supplier', 'status=concept&category=%20Schoonmaak%20&owner=u1')).toMatchObject({
      status: 'concept',
      category: 'Schoonmaak',
      owner: null,
    });
    expect(parse('lead', 'country=nederland&sort=iets&order=op')).toMatchObject({
      country: null,
      sort: 'name',
      order: 'asc',
    });
    expect(parse('lead', 'country=nl').country).toBe('NL');
    // Exact-status: customers and suppliers, one of the sync states.
    expect(parse('customer', 'exactState=fout').exactState).toBe('fout');
    expect(parse('supplier', 'exactState=wacht%20op%20synchronisatie').exactState).toBe(
      'wacht op synchronisatie',
    );
    expect(parse('customer', 'exactState=kapot').exactState).toBeNull();
    expect(parse('lead', 'exactState=fout').exactState).toBeNull();
    expect(parse('lead', `search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('asks the API for one page, or for all best matches when searching', () => {
    expect(toRelationsQuery(defaultFilters, 25)).toEqual({ sort: 'name', order: 'asc', limit: 25 });
    expect(toRelationsQuery({ ...defaultFilters, search: ' zon ', status: 'actief' }, 25)).toEqual({
      sort: 'name',
      order: 'asc',
      limit: 50,
      search: 'zon',
      status: 'actief',
    });
    // One letter is not a search yet: the list stays paged.
    expect(toRelationsQuery({ ...defaultFilters, search: 'z' }, 25)).toEqual({
      sort: 'name',
      order: 'asc',
      limit: 25,
    });
  });

  it('sorts a column header the way people expect', () => {
    const byDate = toggleSort(defaultFilters, 'createdAt');
    expect(byDate).toMatchObject({ sort: 'createdAt', order: 'desc' });
    expect(toggleSort(byDate, 'createdAt').order).toBe('asc');
    expect(toggleSort(defaultFilters, 'name').order).toBe('desc');
    expect(toggleSort(byDate, 'name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(toggleSort(defaultFilters, 'followUpDate')).toMatchObject({ sort: 'followUpDate', order: 'asc' });
    expect(toggleSort(defaultFilters, 'expectedValue')).toMatchObject({
      sort: 'expectedValue',
      order: 'desc',
    });
    expect(toggleSort(defaultFilters, 'status')).toMatchObject({ sort: 'status', order: 'asc' });
  });

  it("reads only the sorts a kind's list has from the URL", () => {
    expect(parse('lead', 'sort=expectedValue')).toMatchObject({ sort: 'expectedValue', order: 'desc' });
    expect(parse('customer', 'sort=expectedValue')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(parse('supplier', 'sort=status&order=desc')).toMatchObject({ sort: 'status', order: 'desc' });
    expect(serialiseRelationFilters({ ...defaultFilters, sort: 'followUpDate', order: 'asc' })).toBe(
      'sort=followUpDate',
    );
  });

  it('knows when filters are active and clears them without losing the sort', () => {
    expect(hasActiveFilters(defaultFilters)).toBe(false);
    const filtered = { ...defaultFilters, country: 'DE', sort: 'createdAt' as const, order: 'desc' as const };
    expect(hasActiveFilters(filtered)).toBe(true);
    expect(clearFilters(filtered)).toEqual({ ...defaultFilters, sort: 'createdAt', order: 'desc' });
  });
});
