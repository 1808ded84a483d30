import { describe, expect, it } from 'vitest';
import { csrfTokensMatch, newCsrfToken } from './csrf.ts';

describe('CSRF tokens', () => {
  it('are long random values, new each time', () => {
    const token = newCsrfToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCsrfToken()).not.toBe(token);
  });

  it('match only when the header repeats the cookie exactly', () => {
    const token = newCsrfToken();
    expect(csrfTokensMatch(token, token)).toBe(true);
    expect(csrfTokensMatch(token, `${token}x`)).toBe(false);
    expect(csrfTokensMatch(token, newCsrfToken())).toBe(false);
    expect(csrfTokensMatch(undefined, token)).toBe(false);
    expect(csrfTokensMatch(token, undefined)).toBe(false);
    expect(csrfTokensMatch('', '')).toBe(false);
  });
});
