import { describe, expect, it } from 'vitest';
import { defaultFilters, parseRelationFilters, serialiseRelationFilters } from './list-filters';
import { viewRequests } from '../../../lib/view-requests';

/** A list page's URL: it shows a view only once that view's navigation has landed. */
function listPage(initial: string) {
  let url = initial;
  const view = () => parseRelationFilters('customer', new URLSearchParams(url));
  const requests = viewRequests(view());
  return {
    view,
    /** A filter's change: navigates to the view it answers, which waits for its loader. */
    change: (patch: Parameters<typeof requests.change>[0]) =>
      serialiseRelationFilters(requests.change(patch)),
    /** A navigation landed (or Back): the URL shows it and the page renders it. */
    land: (next: string) => {
      url = next;
      requests.shown(view());
    },
  };
}

describe('a list view asked for while the URL still shows the one before', () => {
  it('keeps a status chosen while the search was typed: the debounced search builds on it', () => {
    const page = listPage('');
    const withStatus = page.change({ status: 'actief' });
    // The status's page is still loading when the search fires.
    const withSearch = page.change({ search: 'bakker' });
    expect(parseRelationFilters('customer', new URLSearchParams(withSearch))).toMatchObject({
      status: 'actief',
      search: 'bakker',
    });
    page.land(withStatus);
    page.land(withSearch);
    expect(page.view()).toMatchObject({ status: 'actief', search: 'bakker' });
  });

  it('keeps a search whose page is loading when a filter is chosen', () => {
    const page = listPage('sort=name&order=asc');
    page.change({ search: 'bak' });
    const next = page.change({ owner: '01USER' });
    expect(parseRelationFilters('customer', new URLSearchParams(next))).toEqual({
      ...defaultFilters,
      search: 'bak',
      owner: '01USER',
      sort: 'name',
      order: 'asc',
    });
  });

  it('builds on what the URL shows after Back or a link', () => {
    const page = listPage('status=actief');
    page.land(page.change({ search: 'bakker' }));
    page.land('status=inactief');
    expect(
      parseRelationFilters('customer', new URLSearchParams(page.change({ search: 'zon' }))),
    ).toMatchObject({
      status: 'inactief',
      search: 'zon',
    });
  });
});
