// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { publicRequest, saveDraft, submitRequest } from '@crm/core/supplier-requests/link-page';
import { draftInputSchema, submitInputSchema } from '@crm/core/supplier-requests/public';
import { actOnLink, showLink } from '../middleware/link-token.ts';
import { validate } from '../middleware/validate.ts';
import { outsiderThrottles } from './outsider-throttle.ts';

/**
 * The supplier's page of an information request (decision 050), public: the page's data (reads
 * only), the draft saved as they type, and the submission (with evidence). Bound to the
 * `supplier-request` purpose: no other link opens them, and their token opens nothing else.
 * Documents go through the files' link flow (`/api/files` with `X-Link-Token`, decision 021).
 * Throttled per token (the link middleware) and per IP address.
 */
const purposes = ['supplier-request'] as const;
/** A draft is saved as the supplier types (debounced): more than a condition review needs. */
const { perIp, perToken } = outsiderThrottles('supplier-request');

const token = z.object({ token: z.string().min(10).max(4096) });

export const supplierRequestLinkRoutes = new Hono()
  .use(perIp)
  .get('/', showLink({ purposes, perToken }), async (c) => c.json(await publicRequest(c.get('link'))))
  .post(
    '/draft',
    validate('json', z.intersection(token, draftInputSchema)),
    actOnLink({ purposes, perToken }),
    async (c) => {
      const { version, values } = c.req.valid('json');
      return c.json(await saveDraft(c.get('link'), { version, values }));
    },
  )
  .post(
    '/submit',
    validate('json', z.intersection(token, submitInputSchema)),
    actOnLink({ purposes, perToken }),
    async (c) => {
      return c.json(await submitRequest(c.get('link'), c.req.valid('json').version, c.get('linkEvidence')));
    },
  );
