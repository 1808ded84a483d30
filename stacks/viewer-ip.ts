/**
 * The caller's address behind the Router. CloudFront calls the api's function URL from its own
 * addresses, so Lambda's `sourceIp` is CloudFront's; the login throttle needs the viewer's. The
 * Router's viewer-request function sets it in a header, overwriting whatever a client sent, and
 * adds a key derived from the stage's JwtSecret: a request sent straight to the function URL
 * cannot carry it, so there the api keeps using `sourceIp` (packages/api/src/middleware/client-ip.ts).
 * Pure, so the injected code is unit-tested.
 */
import { createHmac } from 'node:crypto';

export const VIEWER_IP_HEADER = 'x-crm-viewer-ip';
export const EDGE_KEY_HEADER = 'x-crm-edge-key';
/** The purpose `keyFor` in @crm/core derives the edge key for (auth/secret-keys.ts). */
export const EDGE_KEY_PURPOSE = 'edge';

/** The same bytes as `keyFor('edge')` in the api, as hex. */
export function edgeKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update(`crm:${EDGE_KEY_PURPOSE}`).digest('hex');
}

/**
 * Code for the Router's viewer-request CloudFront Function (`event` is in scope there). Only
 * requests for the api carry the headers; the site's files are fetched from S3 without them.
 */
export function viewerIpInjection(key: string): string {
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error('The edge key must be 64 hex characters');
  return [
    `if (event.request.uri === "/api" || event.request.uri.startsWith("/api/")) {`,
    `  event.request.headers["${VIEWER_IP_HEADER}"] = { value: event.viewer.ip };`,
    `  event.request.headers["${EDGE_KEY_HEADER}"] = { value: "${key}" };`,
    `}`,
  ].join('\n');
}
