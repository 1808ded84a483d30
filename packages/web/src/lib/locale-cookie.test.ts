import { describe, expect, it } from 'vitest';
import { fakeCookieJar } from '../testing/fake-api';
import { rememberLocale } from './locale-cookie';

function recordingJar(initial: Record<string, string> = {}) {
  const jar = fakeCookieJar(initial);
  const written: string[] = [];
  return {
    written,
    values: jar.values,
    get cookie() {
      return jar.cookie;
    },
    set cookie(header: string) {
      written.push(header);
      jar.cookie = header;
    },
  };
}

describe('rememberLocale', () => {
  it('keeps nl in the locale cookie for 365 days', () => {
    const jar = recordingJar();
    rememberLocale(jar, true);
    expect(jar.written).toEqual(['crm_locale=nl; Path=/; SameSite=Strict; Secure; Max-Age=31536000']);
    expect(jar.values.get('crm_locale')).toBe('nl');
  });

  it('leaves a cookie that holds nl already alone, and replaces any other value', () => {
    const kept = recordingJar({ crm_locale: 'nl' });
    rememberLocale(kept, false);
    expect(kept.written).toEqual([]);

    const replaced = recordingJar({ crm_locale: 'en' });
    rememberLocale(replaced, false);
    expect(replaced.written).toEqual(['crm_locale=nl; Path=/; SameSite=Strict; Max-Age=31536000']);
  });
});
