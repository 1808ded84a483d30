import { describe, expect, it } from 'vitest';
import {
  defaultContractFilters,
  parseContractFilters,
  serialiseContractFilters,
  toContractsQuery,
  toggleContractSort,
} from './contract-filters';

const parse = (query: string) => parseContractFilters(new URLSearchParams(query));

describe('the contracts list view in the URL', () => {
  it('leaves the defaults out, so the plain list stays /contracts', () => {
    expect(serialiseContractFilters(defaultContractFilters)).toBe('');
    expect(parse('')).toEqual(defaultContractFilters);
  });

  it('reads back what it wrote, under the API’s own names', () => {
    const view = {
      ...defaultContractFilters,
      search: 'energie',
      status: 'actief' as const,
      customerId: 'K1',
      ownerId: 'U1',
      noticeFrom: '2027-09-01',
      noticeTo: '2027-09-30',
      sort: 'title' as const,
      order: 'desc' as const,
    };
    const query = serialiseContractFilters(view);
    expect(query).toBe(
      'search=energie&status=actief&customerId=K1&ownerId=U1&noticeFrom=2027-09-01&noticeTo=2027-09-30&sort=title&order=desc',
    );
    expect(parse(query)).toEqual(view);
    expect(toContractsQuery(view)).toEqual({
      search: 'energie',
      status: 'actief',
      customerId: 'K1',
      ownerId: 'U1',
      noticeFrom: '2027-09-01',
      noticeTo: '2027-09-30',
      sort: 'title',
      order: 'desc',
      limit: 50,
    });
  });

  it('drops what it does not understand, and the end of a range that ends before it starts', () => {
    expect(parse('status=weg&sort=prijs&order=op&noticeFrom=30-09-2027')).toEqual(defaultContractFilters);
    expect(parse('noticeFrom=2027-09-30&noticeTo=2027-09-29')).toMatchObject({
      noticeFrom: '2027-09-30',
      noticeTo: null,
    });
  });

  it('flips the order of the sorted column and starts another column its own way', () => {
    const byNotice = toggleContractSort(defaultContractFilters, 'noticeBy');
    expect(byNotice).toMatchObject({ sort: 'noticeBy', order: 'desc' });
    expect(toggleContractSort(byNotice, 'number')).toMatchObject({ sort: 'number', order: 'asc' });
    // Waarde starts with the largest; a link keeps only what differs from a column's first order.
    const byValue = toggleContractSort(byNotice, 'value');
    expect(byValue).toMatchObject({ sort: 'value', order: 'desc' });
    expect(serialiseContractFilters(byValue)).toBe('sort=value');
    expect(parse('sort=value')).toMatchObject({ sort: 'value', order: 'desc' });
    const byCustomer = toggleContractSort(byValue, 'customerName');
    expect(byCustomer).toMatchObject({ sort: 'customerName', order: 'asc' });
    expect(toggleContractSort(byCustomer, 'customerName')).toMatchObject({ order: 'desc' });
  });
});
