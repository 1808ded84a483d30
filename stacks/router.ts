/**
 * The site's one public origin: a CloudFront distribution (`sst.aws.Router`) serving the SPA
 * (web.ts; the outsider's link pages get its public entry, public-entry.ts) and, under /api, the
 * api's function URL (api.ts), with the security headers on every path. One origin: the SPA calls the api on its own origin, so the CSP needs no Lambda URLs.
 *
 * It exists before the api and the site: the api needs the site's origin (CORS, links in mail),
 * while the site's build needs the api's URL. A Router is created empty, its URL is known at once,
 * and api.ts and web.ts attach themselves to it. See docs/decisions/019-deploy-readiness.md.
 */
import { config } from './config';
import { secrets } from './secrets';
import { contentSecurityPolicy, securityHeadersConfig } from './security-headers';
import { bucket } from './storage';
import { bucketCorsRules } from './bucket-rules';
import { edgeKey, viewerIpInjection } from './viewer-ip';
import { publicEntryInjection } from './public-entry';

// Presigned URLs name the bucket in its regional domain; the global one is listed for us-east-1,
// where the SDK may use it.
const bucketOrigins = [bucket.nodes.bucket.bucketRegionalDomainName, bucket.domain].map(
  (domain) => $interpolate`https://${domain}`,
);

// A response headers policy per stage (quota: 20 per account, like the Router's cache policy;
// decision 019 counts them).
const securityHeaders = new aws.cloudfront.ResponseHeadersPolicy('SecurityHeaders', {
  name: `${$app.name}-${$app.stage}-security-headers`,
  comment: 'CSP, HSTS, nosniff, no-referrer, DENY framing',
  securityHeadersConfig: $resolve(bucketOrigins).apply((bucket) =>
    securityHeadersConfig(contentSecurityPolicy({ bucket })),
  ),
});

export const router = new sst.aws.Router('Router', {
  // Production's own domain from its first deploy: adding one later makes the distribution
  // refuse its *.cloudfront.net name, which every link already mailed points at.
  ...(config.domain && {
    domain: config.domain.certificateArn
      ? { name: config.domain.name, dns: false as const, cert: config.domain.certificateArn }
      : config.domain.name,
  }),
  edge: {
    viewerRequest: {
      // The api's viewer headers, then the outsider's link pages to the public entry (decision 055).
      injection: secrets.jwtSecret.value.apply((secret) =>
        [viewerIpInjection(edgeKey(secret)), publicEntryInjection()].join('\n'),
      ),
    },
  },
  transform: {
    cdn: (args) => {
      args.defaultCacheBehavior = $output(args.defaultCacheBehavior).apply((behavior) => ({
        ...behavior,
        responseHeadersPolicyId: securityHeaders.id,
      }));
    },
    cachePolicy: (args) => {
      // CloudFront forwards the Authorization header of a GET only when the cache key holds it;
      // without it every api read would arrive signed out. In the key, no two tokens share a
      // cached answer (api answers carry no max-age, so they are not cached at all).
      args.parametersInCacheKeyAndForwardedToOrigin = $output(
        args.parametersInCacheKeyAndForwardedToOrigin,
      ).apply((parameters) => ({
        ...parameters,
        headersConfig: {
          headerBehavior: 'whitelist',
          headers: {
            items: [...new Set([...(parameters.headersConfig.headers?.items ?? []), 'authorization'])],
          },
        },
      }));
    },
  },
});

/** The site's origin, e.g. `https://d1234abcd.cloudfront.net` (no trailing slash). */
export const siteUrl = router.url;

// Browsers upload to and read from the bucket directly, only from the site's origin (bucket-rules.ts).
new aws.s3.BucketCorsConfiguration('BucketCors', {
  bucket: bucket.name,
  corsRules: siteUrl.apply(bucketCorsRules),
});
