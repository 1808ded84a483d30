import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeadersConfig } from './security-headers';

// As deployed: the api is on the site's own origin (decision 019), so only the bucket is named.
const csp = contentSecurityPolicy({ bucket: ['https://crm-files.s3.eu-west-1.amazonaws.com'] });
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
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.has('script-src')).toBe(false);
  });

  it('lets the SPA call the api on its own origin and upload to the bucket, no Lambda URLs', () => {
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://crm-files.s3.eu-west-1.amazonaws.com']);
    expect(csp).not.toContain('lambda-url');
    expect(csp).not.toContain('*');
  });

  it('names another API origin when one is given', () => {
    const other = contentSecurityPolicy({ api: ['https://api.example'], bucket: [] });
    expect(other).toContain("connect-src 'self' https://api.example;");
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
