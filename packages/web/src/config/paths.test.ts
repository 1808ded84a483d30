import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('routePatterns', () => {
  it('lists every route pattern of the table once', () => {
    const patterns = routePatterns();
    expect(patterns).toContain(paths.home.path);
    expect(patterns).toContain(paths.auth.passwordSet.path);
    expect(patterns).toContain(paths.leads.detail.path);
    expect(patterns).toContain(paths.users.profile.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.every((pattern) => pattern.startsWith('/'))).toBe(true);
  });
});
