import { contentSecurityPolicy, securityHeadersConfig } from '../../../stacks/security-headers.ts';

/**
 * The headers CloudFront adds to the site (stacks/security-headers.ts, the one definition), as
 * plain header pairs for the local server, so the SPA served by `npm start` is framed, sniffed and
 * scripted by the same rules as in AWS. The API is on the same origin ('self'); presigned uploads
 * go to the S3 emulator, which stands where the bucket's origin stands in AWS.
 */
export function siteSecurityHeaders(s3Endpoint = process.env.S3_ENDPOINT): Record<string, string> {
  const bucket = s3Endpoint ? [new URL(s3Endpoint).origin] : [];
  const config = securityHeadersConfig(contentSecurityPolicy({ api: [], bucket }));
  const hsts = config.strictTransportSecurity;
  return {
    'Content-Security-Policy': config.contentSecurityPolicy.contentSecurityPolicy,
    'Strict-Transport-Security': `max-age=${hsts.accessControlMaxAgeSec}${hsts.includeSubdomains ? '; includeSubDomains' : ''}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': config.referrerPolicy.referrerPolicy,
    'X-Frame-Options': config.frameOptions.frameOption,
  };
}
