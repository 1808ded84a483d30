import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { keyFor } from '@crm/core/auth/secret-keys';

/**
 * The caller's address. On Lambda the adapter passes the event (`requestContext.http.sourceIp`,
 * set by AWS, not by the client); on Node, the socket's remote address. Behind the site's
 * CloudFront Router the source is CloudFront itself: there the Router's viewer-request function
 * names the viewer in a header and proves it with a key derived from the JwtSecret
 * (stacks/viewer-ip.ts). Without that key the header is ignored, so a client cannot choose its
 * own address by sending it.
 */
interface LambdaEnv {
  event?: { requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } } };
}
interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

export const VIEWER_IP_HEADER = 'x-crm-viewer-ip';
export const EDGE_KEY_HEADER = 'x-crm-edge-key';

function viewerFromRouter(c: Context): string | undefined {
  const ip = c.req.header(VIEWER_IP_HEADER);
  const sent = c.req.header(EDGE_KEY_HEADER);
  if (!ip || !sent) return undefined;
  const expected = Buffer.from(Buffer.from(keyFor('edge')).toString('hex'));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected) ? ip : undefined;
}

export function clientIp(c: Context): string {
  const env = (c.env ?? {}) as LambdaEnv & NodeEnv;
  return (
    viewerFromRouter(c) ??
    env.event?.requestContext?.http?.sourceIp ??
    env.event?.requestContext?.identity?.sourceIp ??
    env.incoming?.socket?.remoteAddress ??
    'unknown'
  );
}
