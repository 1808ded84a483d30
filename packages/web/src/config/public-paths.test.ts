import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';
import { isPublicPath, matchPattern, publicPathRule, publicPaths } from './public-paths';

/** A path for a pattern, each parameter filled with `value`. */
const pathFor = (pattern: string, value = 'x') => pattern.replace(/:[^/]+/g, value);

describe('which paths the public entry serves', () => {
  it.each([
    paths.contractConditionReview.getHref('eyJ.token-x_y', '01ABC'),
    paths.supplierRequests.public.getHref('eyJ.token'),
    `${paths.supplierRequests.public.getHref('eyJ.token')}/`,
    // A link whose token is bogus is still a link page (it shows the link problem).
    '/contract-conditions/dit-is-geen-link/01ABC',
  ])('serves the public entry for %s', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it('leaves every staff route to the staff app, also one a public pattern would match', () => {
    const staff = routePatterns().filter((pattern) => !publicPaths.includes(pattern));
    expect(staff.length).toBeGreaterThan(20);
    for (const pattern of staff) expect(isPublicPath(pathFor(pattern)), pattern).toBe(false);
    expect(isPublicPath(paths.supplierRequestSettings.list.getHref())).toBe(false);
    expect(isPublicPath(`${paths.supplierRequestSettings.list.getHref()}/`)).toBe(false);
  });

  it.each(['/', '/contract-conditions/a', '/contract-conditions/a/b/c', '/assets/app.js', '/public.html'])(
    'serves the staff app (or the file) for %s',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );

  it('names the staff routes a public pattern would also match, and only those', () => {
    const rule = publicPathRule(['/a/:token', '/a/settings', '/a/settings/:id', '/b/:id'], ['/a/:token']);
    expect(rule).toEqual({ serve: '^/(?:a/[^/]+)/?$', except: '^/(?:a/settings)/?$' });
    expect(publicPathRule(['/a/:token'], ['/a/:token']).except).toBe('$^');
    expect(isPublicPath('/a/settings', rule)).toBe(false);
  });
});

describe('matchPattern', () => {
  it('gives the decoded parameters, as the router does', () => {
    expect(
      matchPattern('/contract-conditions/:token/:conditionId', '/contract-conditions/a%20b/c1/'),
    ).toEqual({
      token: 'a b',
      conditionId: 'c1',
    });
  });

  it.each([
    ['/contract-conditions/:token/:conditionId', '/contract-conditions/a'],
    ['/supplier-information-requests/:token', '/suppliers/a'],
    ['/supplier-information-requests/:token', '/supplier-information-requests/%E0%A4%A'],
  ])('answers null when %s does not match %s', (pattern, path) => {
    expect(matchPattern(pattern, path)).toBeNull();
  });
});
