/**
 * The security headers CloudFront adds to every response of the site. Pure, so the policy can be
 * unit-tested; stacks/router.ts turns it into a CloudFront response headers policy.
 */

export interface ContentSecurityPolicySources {
  /**
   * API origins other than the site's own. None when deployed: the Router serves /api on the
   * site's origin (decision 019), which `'self'` covers.
   */
  api?: string[];
  /** The upload bucket's https origins: presigned POST uploads (connect) and previews (img). */
  bucket: string[];
}

export function contentSecurityPolicy(sources: ContentSecurityPolicySources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'connect-src': ["'self'", ...(sources.api ?? []), ...sources.bucket],
    'img-src': ["'self'", 'data:', 'blob:', ...sources.bucket],
    'style-src': ["'self'", "'unsafe-inline'"],
    // No plugins (<object>, <embed>): default-src would allow them from the site itself.
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([directive, values]) => [directive, ...new Set(values)].join(' '))
    .join('; ');
}

/** Two years, the value browsers' preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** `securityHeadersConfig` of `aws.cloudfront.ResponseHeadersPolicy`; these headers always win. */
export function securityHeadersConfig(csp: string) {
  return {
    contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
    strictTransportSecurity: {
      accessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
      includeSubdomains: true,
      override: true,
    },
    contentTypeOptions: { override: true },
    referrerPolicy: { referrerPolicy: 'no-referrer', override: true },
    frameOptions: { frameOption: 'DENY', override: true },
  };
}
