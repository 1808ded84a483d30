/**
 * The site's public origin: a CloudFront distribution (`sst.aws.Router`) with the security headers.
 *
 * It exists before the api and the site: the api needs the site's origin (CORS, links in mail),
 * while the site's build needs the api's URL. A StaticSite creates its distribution only after
 * its build, so that would be a cycle; a Router is created empty, its URL is known at once, and
 * web.ts attaches the site to it later. See docs/decisions/004-infrastructure-and-preview-stages.md.
 */
import { contentSecurityPolicy, securityHeadersConfig } from './security-headers';
import { bucket } from './storage';

const region = aws.getRegionOutput().region;

// Presigned URLs name the bucket in its regional domain; the global one is listed for us-east-1,
// where the SDK may use it.
const bucketOrigins = [bucket.nodes.bucket.bucketRegionalDomainName, bucket.domain].map(
  (domain) => $interpolate`https://${domain}`,
);

const securityHeaders = new aws.cloudfront.ResponseHeadersPolicy('SecurityHeaders', {
  name: `${$app.name}-${$app.stage}-security-headers`,
  comment: 'CSP, HSTS, nosniff, no-referrer, DENY framing',
  securityHeadersConfig: $resolve([region, ...bucketOrigins]).apply(([region, ...bucket]) =>
    securityHeadersConfig(
      contentSecurityPolicy({
        // The api's URL is only known once the api exists, which needs this origin first; the
        // CSP therefore allows Lambda function URLs of this region (script-src stays 'self').
        api: [`https://*.lambda-url.${region}.on.aws`],
        bucket,
      }),
    ),
  ),
});

export const router = new sst.aws.Router('Router', {
  transform: {
    cdn: (args) => {
      args.defaultCacheBehavior = $output(args.defaultCacheBehavior).apply((behavior) => ({
        ...behavior,
        responseHeadersPolicyId: securityHeaders.id,
      }));
    },
  },
});

/** The site's origin, e.g. `https://d1234abcd.cloudfront.net` (no trailing slash). */
export const siteUrl = router.url;

// Browsers upload to and read from the bucket directly, only from the site's origin.
new aws.s3.BucketCorsConfiguration('BucketCors', {
  bucket: bucket.name,
  corsRules: [
    {
      allowedOrigins: [siteUrl],
      allowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
      allowedHeaders: ['*'],
      exposeHeaders: ['ETag'],
      maxAgeSeconds: 3000,
    },
  ],
});
