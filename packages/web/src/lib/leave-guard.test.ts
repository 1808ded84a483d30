import { describe, expect, it } from 'vitest';
import { shouldWarnBeforeLeaving } from './leave-guard';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('shouldWarnBeforeLeaving', () => {
  it('asks before going to another page', () => {
    expect(shouldWarnBeforeLeaving(at('/users/edit/1'), at('/users'), '/login')).toBe(true);
    expect(shouldWarnBeforeLeaving(at('/users/profile'), at('/users/profile', '?x=1'), '/login')).toBe(true);
  });

  it('lets the session end and ignores staying put', () => {
    expect(shouldWarnBeforeLeaving(at('/users/edit/1'), at('/login', '?redirect=%2F'), '/login')).toBe(false);
    expect(shouldWarnBeforeLeaving(at('/users/edit/1'), at('/users/edit/1'), '/login')).toBe(false);
  });
});
