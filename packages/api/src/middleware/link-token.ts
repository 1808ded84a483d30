import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { reserve, type ThrottleRule } from '@crm/core/auth/throttle';
import { claimLink, releaseLinkClaim, type ClaimedLink } from '@crm/core/links/link-claim';
import { LinkError } from '@crm/core/links/link-error';
import { verifyLink, type LinkItem, type LinkPurpose } from '@crm/core/links/link-token';
import { clientIp } from './client-ip.ts';
import { validatorSchemas } from './validate.ts';

/**
 * The one entrance of every public link page (password set and reset today; onboarding, supplier
 * request and condition review next). A route declares the purposes it takes and whether it only
 * shows or acts; the middleware turns the token into the verified link record, counts the request
 * against the token, and for an act claims the link first, so costly work runs once per link.
 * Link problems are `LinkError`s (410) for the one `onError`. Token pages send no referrer and are
 * never cached.
 */
export interface LinkOptions {
  /** The purposes this route accepts; with more than one, the request names its `purpose`. */
  purposes: readonly [LinkPurpose, ...LinkPurpose[]];
  /** Requests per token (one link record) and window; a stranger cannot spend a link's budget. */
  perToken?: ThrottleRule;
}

/** What acting on a link records as evidence (condition review, supplier request). */
export interface LinkEvidence {
  at: string;
  ip: string;
  userAgent: string;
}

export type ShowLinkVariables = { link: LinkItem };
export type ActLinkVariables = { link: ClaimedLink; linkEvidence: LinkEvidence };

export const defaultPerToken: ThrottleRule = { scope: 'link-token', limit: 30, windowSeconds: 15 * 60 };

const tokenField = z.string().min(10).max(4096);
const linkRequestSchema = z.object({ token: tokenField, purpose: z.string().optional() });

/** GET carries the token in the query (never in the logged path); other methods in the JSON body. */
async function linkRequest(c: Context) {
  const raw: unknown =
    c.req.method === 'GET'
      ? { token: c.req.query('token'), purpose: c.req.query('purpose') }
      : await c.req.json().catch(() => ({}));
  const parsed = linkRequestSchema.safeParse(raw);
  // A token not even shaped like one is as useless as a forged one.
  if (!parsed.success) throw new LinkError('invalid');
  return parsed.data;
}

async function verifiedLink(c: Context, options: LinkOptions): Promise<LinkItem> {
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  const { token, purpose } = await linkRequest(c);
  const [only] = options.purposes;
  const chosen = options.purposes.length === 1 ? only : options.purposes.find((p) => p === purpose);
  if (!chosen) throw new LinkError('invalid');
  const link = await verifyLink(token, chosen);
  await reserve(options.perToken ?? defaultPerToken, link.id);
  return link;
}

/** A route that only shows (a GET, or a check): mail scanners open links, so nothing changes. */
export function showLink(options: LinkOptions) {
  const middleware = createMiddleware<{ Variables: ShowLinkVariables }>(async (c, next) => {
    c.set('link', await verifiedLink(c, options));
    await next();
  });
  // A check is a POST with the token in its JSON body: the route registry names that input, so the
  // fuzz test sends it bad tokens too.
  validatorSchemas.set(middleware, { target: 'json', schema: linkRequestSchema });
  return middleware;
}

/**
 * A POST that acts on the link. The handler gets the claimed link (its transaction consumes a
 * single-use link with `consumeLink`) and the evidence of this request; whatever the handler does,
 * the claim is given back afterwards unless the transaction consumed it.
 */
export function actOnLink(options: LinkOptions) {
  return createMiddleware<{ Variables: ActLinkVariables }>(async (c, next) => {
    if (c.req.method !== 'POST') throw new LinkError('invalid');
    const link = await claimLink(await verifiedLink(c, options));
    c.set('link', link);
    c.set('linkEvidence', {
      at: new Date().toISOString(),
      ip: clientIp(c),
      userAgent: c.req.header('User-Agent') ?? '',
    });
    try {
      await next();
    } finally {
      await releaseLinkClaim(link);
    }
  });
}
