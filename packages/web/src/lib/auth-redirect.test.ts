import { describe, expect, it } from 'vitest';
import { loginRedirectHref, redirectTargetAfterLogin } from './auth-redirect';

describe('loginRedirectHref', () => {
  it('keeps the requested route including its query', () => {
    expect(loginRedirectHref({ pathname: '/', search: '?weergave=1' })).toBe(
      '/login?redirect=%2F%3Fweergave%3D1',
    );
    expect(loginRedirectHref({ pathname: '/leads', search: '?status=nieuw&q=a b' })).toBe(
      '/login?redirect=%2Fleads%3Fstatus%3Dnieuw%26q%3Da%20b',
    );
  });

  it('keeps the hash', () => {
    expect(loginRedirectHref({ pathname: '/customers/1', search: '', hash: '#files' })).toBe(
      '/login?redirect=%2Fcustomers%2F1%23files',
    );
  });

  it('keeps home too: it is a protected route like any other', () => {
    expect(loginRedirectHref({ pathname: '/', search: '' })).toBe('/login?redirect=%2F');
  });
});

describe('redirectTargetAfterLogin', () => {
  it('returns a path inside the app unchanged', () => {
    expect(redirectTargetAfterLogin('/?weergave=1')).toBe('/?weergave=1');
    expect(redirectTargetAfterLogin('/leads?status=nieuw#top')).toBe('/leads?status=nieuw#top');
  });

  it('falls back to home without a redirect', () => {
    expect(redirectTargetAfterLogin(null)).toBe('/');
    expect(redirectTargetAfterLogin(undefined)).toBe('/');
    expect(redirectTargetAfterLogin('')).toBe('/');
  });

  it('refuses targets outside the app', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'leads',
    ]) {
      expect(redirectTargetAfterLogin(target)).toBe('/');
    }
  });

  it('does not send the user back to the login page', () => {
    expect(redirectTargetAfterLogin('/login?redirect=%2F')).toBe('/');
  });
});
