import { describe, expect, it } from 'vitest';
import { cookieTokenStorage } from './token-storage';

/** A minimal cookie jar: writing `cookie` stores or removes one cookie, reading lists them all. */
function fakeJar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(header: string) {
      written.push(header);
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

describe('cookieTokenStorage', () => {
  it('writes crm_token with SameSite=Strict on path /', () => {
    const jar = fakeJar();
    cookieTokenStorage(jar, false).set('abc.def');
    expect(jar.written).toEqual(['crm_token=abc.def; Path=/; SameSite=Strict']);
  });

  it('adds Secure on https', () => {
    const jar = fakeJar();
    cookieTokenStorage(jar, true).set('abc');
    expect(jar.written).toEqual(['crm_token=abc; Path=/; SameSite=Strict; Secure']);
  });

  it('reads the token back among other cookies', () => {
    const jar = fakeJar({ other: '1', crm_token: 'a%2Bb', crm_token_x: 'no' });
    expect(cookieTokenStorage(jar, false).get()).toBe('a+b');
  });

  it('ignores a damaged cookie', () => {
    expect(cookieTokenStorage(fakeJar({ crm_token: '%E0%A4%A' }), false).get()).toBeNull();
  });

  it('round-trips a token with special characters', () => {
    const jar = fakeJar();
    const storage = cookieTokenStorage(jar, false);
    storage.set('a;b=c d');
    expect(storage.get()).toBe('a;b=c d');
  });

  it('returns null without a token and after clearing', () => {
    const jar = fakeJar();
    const storage = cookieTokenStorage(jar, false);
    expect(storage.get()).toBeNull();
    storage.set('abc');
    storage.clear();
    expect(storage.get()).toBeNull();
    expect(jar.written.at(-1)).toBe('crm_token=; Path=/; SameSite=Strict; Max-Age=0');
  });
});
