import { describe, expect, it } from 'vitest';
import {
  defaultUserFilters,
  hasActiveFilters,
  parseUserFilters,
  serialiseUserFilters,
  toggleSort,
  toUsersQuery,
  type UserFilters,
} from './user-filters';

const parse = (query: string) => parseUserFilters(new URLSearchParams(query));

describe('users list filters in the URL', () => {
  it('reads every part of the view', () => {
    expect(parse('search=jan&role=medewerker&active=false&sort=createdAt&order=desc')).toEqual({
      search: 'jan',
      role: 'medewerker',
      active: false,
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('falls back to the default for what it does not understand', () => {
    expect(parse('')).toEqual(defaultUserFilters);
    expect(parse('role=admin&active=ja&sort=password&order=up&search=%20%20')).toEqual(defaultUserFilters);
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the default, so the plain list stays /users', () => {
    expect(serialiseUserFilters(defaultUserFilters)).toBe('');
    expect(serialiseUserFilters({ ...defaultUserFilters, search: ' Bea ', active: true })).toBe(
      'search=Bea&active=true',
    );
    expect(serialiseUserFilters({ ...defaultUserFilters, order: 'desc' })).toBe('sort=name&order=desc');
  });

  it('round-trips: a copied link reproduces the view', () => {
    const view: UserFilters = {
      search: 'de Vries & zn',
      role: 'alleen_lezen',
      active: true,
      sort: 'email',
      order: 'asc',
    };
    expect(parse(serialiseUserFilters(view))).toEqual(view);
  });

  it('asks the API for the same view', () => {
    expect(toUsersQuery(defaultUserFilters)).toEqual({
      search: undefined,
      role: undefined,
      active: undefined,
      sort: 'name',
      order: 'asc',
    });
    expect(toUsersQuery({ ...defaultUserFilters, role: 'beheerder', active: false })).toMatchObject({
      role: 'beheerder',
      active: 'false',
    });
  });

  it('flips the order of the sorted column, starts another ascending', () => {
    const byName = toggleSort(defaultUserFilters, 'name');
    expect(byName).toMatchObject({ sort: 'name', order: 'desc' });
    expect(toggleSort(byName, 'name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(toggleSort(byName, 'role')).toMatchObject({ sort: 'role', order: 'asc' });
  });

  it('knows whether anything is filtered', () => {
    expect(hasActiveFilters(defaultUserFilters)).toBe(false);
    expect(hasActiveFilters({ ...defaultUserFilters, order: 'desc' })).toBe(false);
    expect(hasActiveFilters({ ...defaultUserFilters, active: false })).toBe(true);
  });
});
