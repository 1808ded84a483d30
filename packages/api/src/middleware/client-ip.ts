import type { Context } from 'hono';

/**
 * The caller's address. On Lambda the adapter passes the event (`requestContext.http.sourceIp`,
 * set by AWS, not by the client); on Node, the socket's remote address.
 */
interface LambdaEnv {
  event?: { requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } } };
}
interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientIp(c: Context): string {
  const env = (c.env ?? {}) as LambdaEnv & NodeEnv;
  return (
    env.event?.requestContext?.http?.sourceIp ??
    env.event?.requestContext?.identity?.sourceIp ??
    env.incoming?.socket?.remoteAddress ??
    'unknown'
  );
}
