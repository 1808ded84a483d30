import { describe, expect, it } from 'vitest';
import { ConfigurationError, defineClientConfig } from './client';

const common = {
  apiUrl: '',
  retries: 0,
  endpoints: { login: '/api/login', logout: '/api/logout', user: '/api/user' },
  redirects: { afterLogin: '/', afterLogout: '/login', authOnly: '/login', guestOnly: '/' },
};
const tokenMode = { ...common, authMode: 'token', tokenStorage: { type: 'cookie', cookieName: 'crm_token' } };
const cookieMode = {
  ...common,
  authMode: 'cookie',
  csrf: { endpoint: '/api/csrf', cookieName: 'crm_csrf', headerName: 'X-CSRF-Token' },
};

/** A copy of `config` with the setting at `path` set to `value` (undefined: removed). */
function withSetting(config: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(config);
  const names = path.split('.');
  const last = names.pop() ?? '';
  let target: Record<string, unknown> = copy;
  for (const name of names) target = target[name] as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

describe('defineClientConfig', () => {
  it('accepts the settings of token mode and of cookie mode', () => {
    expect(defineClientConfig(tokenMode)).toEqual(tokenMode);
    expect(defineClientConfig(cookieMode)).toEqual(cookieMode);
  });

  it.each([
    [tokenMode, 'endpoints.login'],
    [tokenMode, 'endpoints.logout'],
    [tokenMode, 'endpoints.user'],
    [tokenMode, 'redirects.afterLogin'],
    [tokenMode, 'redirects.afterLogout'],
    [tokenMode, 'redirects.authOnly'],
    [tokenMode, 'redirects.guestOnly'],
    [tokenMode, 'tokenStorage'],
    [tokenMode, 'tokenStorage.cookieName'],
    [cookieMode, 'csrf'],
    [cookieMode, 'csrf.endpoint'],
    [cookieMode, 'csrf.cookieName'],
    [cookieMode, 'csrf.headerName'],
  ] as const)('stops on a missing or empty setting and names it: %#', (config, path) => {
    for (const value of [undefined, '', '  ']) {
      if (value !== undefined && !path.includes('.')) continue; // a group is missing, not empty
      const start = () => defineClientConfig(withSetting(config, path, value));
      expect(start).toThrow(ConfigurationError);
      expect(start).toThrow(`Configuration error: the setting "${path}" is missing or empty.`);
    }
  });

  it('stops on an unknown auth mode', () => {
    expect(() => defineClientConfig({ ...tokenMode, authMode: 'session' })).toThrow(
      'Configuration error: "authMode" must be "token" or "cookie".',
    );
    expect(() => defineClientConfig(withSetting(tokenMode, 'authMode', undefined))).toThrow(
      'Configuration error: "authMode" must be "token" or "cookie".',
    );
  });
});
