import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeadersConfig } from './security-headers';

const csp = contentSecurityPolicy({
  api: ['https://*.lambda-url.eu-west-1.on.aws'],
  bucket: ['https://crm-files.s3.eu-west-1.amazonaws.com'],
});
const directives = new Map(
  csp.split('; ').map((directive) => {
    const [name = '', ...values] = directive.split(' ');
    return [name, values] as const;
  }),
);

describe('contentSecurityPolicy', () => {
  it('allows only the site itself by default', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.has('script-src')).toBe(false);
  });

  it('lets the SPA call the api and upload to the bucket', () => {
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://*.lambda-url.eu-west-1.on.aws',
      'https://crm-files.s3.eu-west-1.amazonaws.com',
    ]);
  });

  it('shows images from the bucket, data: and blob: URLs', () => {
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://crm-files.s3.eu-west-1.amazonaws.com',
    ]);
  });

  it('lists a source once', () => {
    const twice = contentSecurityPolicy({ api: ['https://a.example'], bucket: ['https://a.example'] });
    expect(twice).toContain("connect-src 'self' https://a.example;");
  });
});

describe('securityHeadersConfig', () => {
  it('sets the CSP, HSTS, nosniff, no-referrer and DENY, overriding the origin', () => {
    const config = securityHeadersConfig(csp);
    expect(config.contentSecurityPolicy).toEqual({ contentSecurityPolicy: csp, override: true });
    expect(config.strictTransportSecurity.accessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(config.contentTypeOptions).toEqual({ override: true });
    expect(config.referrerPolicy).toEqual({ referrerPolicy: 'no-referrer', override: true });
    expect(config.frameOptions).toEqual({ frameOption: 'DENY', override: true });
  });
});
