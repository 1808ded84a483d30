// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import { decide } from '@crm/core/contract-conditions/decide';
import { askForNewLink, publicReview, reviewReceipt } from '@crm/core/contract-conditions/review-page';
import { decisionInputSchema } from '@crm/core/contract-conditions/schema';
import { reserve, type ThrottleRule } from '@crm/core/auth/throttle';
import { linkOfToken } from '@crm/core/links/link-token';
import * as z from 'zod';
import { clientIp } from '../middleware/client-ip.ts';
import { actOnLink, showLink } from '../middleware/link-token.ts';
import { validate } from '../middleware/validate.ts';

/**
 * The outsider's condition review (issue 13, decision 031), public: the page's data (reads only),
 * a decision (acts, with evidence), and "Nieuwe link aanvragen". Each is bound to the
 * `condition-review` purpose: no other link opens them, and their token opens nothing else.
 * Throttled per token (the link middleware) and per IP address.
 */
const perIp: ThrottleRule = { scope: 'condition-review-ip', limit: 120, windowSeconds: 15 * 60 };

const purposes = ['condition-review'] as const;
/** A page read, a decision per condition and a reload now and then: more than a password link needs. */
const perToken: ThrottleRule = { scope: 'condition-review-token', limit: 60, windowSeconds: 15 * 60 };

export const contractConditionLinkRoutes = new Hono()
  .use(async (c, next) => {
    await reserve(perIp, clientIp(c));
    await next();
  })
  .get('/review', showLink({ purposes, perToken }), async (c) => {
    return c.json(await publicReview(c.get('link')));
  })
  // The receipt of a finished review, as the mail gave it: a text file the outsider keeps.
  .get('/receipt', showLink({ purposes, perToken }), async (c) => {
    const { fileName, text } = await reviewReceipt(c.get('link'));
    c.header('Content-Type', 'text/plain; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(text);
  })
  // The decision is validated before the link is claimed: a missing comment costs no claim.
  .post('/decide', validate('json', decisionInputSchema), actOnLink({ purposes, perToken }), async (c) => {
    return c.json(await decide(c.get('link'), c.req.valid('json'), c.get('linkEvidence')));
  })
  .post('/renew', validate('json', z.object({ token: z.string().min(10).max(4096) })), async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const link = await linkOfToken(c.req.valid('json').token, 'condition-review');
    return c.json({ message: await askForNewLink(link) });
  });
