import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the same origin, no retry, a dev build and the local company name', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: '',
      apiRetry: 0,
      buildId: 'dev',
      authMode: 'token',
      companyName: 'Relatiebeheer',
    });
  });

  it('names the company as the mails do', () => {
    expect(parseEnv({ VITE_COMPANY_NAME: 'Bemiddeling BV' }).companyName).toBe('Bemiddeling BV');
  });

  it('reads the auth mode: token or cookie', () => {
    expect(parseEnv({ VITE_AUTH_MODE: 'cookie' }).authMode).toBe('cookie');
    expect(() => parseEnv({ VITE_AUTH_MODE: 'session' })).toThrow(/VITE_AUTH_MODE/);
  });

  it('reads the API URL without trailing slash', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.crm.example.nl/' }).apiUrl).toBe(
      'https://api.crm.example.nl',
    );
  });

  it('reads the retry setting, at most 1', () => {
    expect(parseEnv({ VITE_API_RETRY: '1' }).apiRetry).toBe(1);
    expect(() => parseEnv({ VITE_API_RETRY: '2' })).toThrow(/VITE_API_RETRY/);
  });

  it('rejects an API URL that is not http(s)', () => {
    expect(() => parseEnv({ VITE_API_URL: 'ftp://x' })).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_API_URL: 'api' })).toThrow(/VITE_API_URL/);
  });
});
