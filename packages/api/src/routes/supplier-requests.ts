// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import {
  requestPageSchema,
  requestRecordSchema,
  templateRecordSchema,
  toReviewRowSchema,
} from '@crm/core/supplier-requests/public';
import {
  requestInputSchema,
  returnInputSchema,
  templateInputSchema,
} from '@crm/core/supplier-requests/schema';
import { approveRequest, returnRequest } from '@crm/core/supplier-requests/review';
import {
  createRequest,
  getRequest,
  listSupplierRequests,
  requestHistory,
  sendRequest,
  withdrawRequest,
} from '@crm/core/supplier-requests/requests';
import { requestsToReview } from '@crm/core/supplier-requests/submitted';
import {
  createTemplate,
  deleteTemplate,
  getDefaultTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from '@crm/core/supplier-requests/templates';
import type { Actor } from '@crm/core/db/actor';
import { versionQuery, versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

const toTemplate = (item: unknown) => templateRecordSchema.parse(item);
const toRequest = (item: unknown) => requestRecordSchema.parse(item);

const manage = requirePermission('supplier_requests.manage');
/** Seeing a supplier's requests needs the suppliers too. */
const see = [requirePermission('suppliers.view'), manage] as const;

const listQuery = z.object({
  supplierId: z.string({ error: 'Kies een leverancier.' }).min(1, 'Kies een leverancier.').max(40),
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * Supplier information requests (decisions 036 and 047): the settings' templates, a supplier's
 * requests (its Verzoeken tab), one request with its history, create, send, send again, withdraw,
 * and the dashboard's "Te beoordelen". The outsider's link page is a group of its own (later).
 */
export const supplierRequestRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/templates', manage, async (c) => c.json({ items: (await listTemplates()).map(toTemplate) }))
  .post('/templates', manage, validate('json', templateInputSchema), async (c) => {
    const created = await createTemplate(c.req.valid('json'), await actorOf(c));
    return c.json({ record: toTemplate(created) }, 201);
  })
  .get('/templates/default', manage, async (c) => c.json({ record: toTemplate(await getDefaultTemplate()) }))
  .get('/templates/:id', manage, validate('param', idParam), async (c) =>
    c.json({ record: toTemplate(await getTemplate(c.req.valid('param').id)) }),
  )
  .put(
    '/templates/:id',
    manage,
    validate('param', idParam),
    validate('json', z.intersection(templateInputSchema, versionSchema)),
    async (c) => {
      const { version, ...input } = c.req.valid('json');
      const updated = await updateTemplate(c.req.valid('param').id, input, version, await actorOf(c));
      return c.json({ record: toTemplate(updated) });
    },
  )
  .delete(
    '/templates/:id',
    manage,
    validate('param', idParam),
    validate('query', versionQuery),
    async (c) => {
      await deleteTemplate(c.req.valid('param').id, c.req.valid('query').version, await actorOf(c));
      return c.body(null, 204);
    },
  )
  .get('/to-review', ...see, async (c) => {
    return c.json({ items: (await requestsToReview()).map((row) => toReviewRowSchema.parse(row)) });
  })
  .get('/', ...see, validate('query', listQuery), async (c) => {
    const { supplierId, cursor, limit } = c.req.valid('query');
    return c.json(requestPageSchema.parse(await listSupplierRequests(supplierId, { cursor, limit })));
  })
  .post('/', manage, validate('json', requestInputSchema), async (c) => {
    const created = await createRequest(c.req.valid('json'), await actorOf(c));
    return c.json({ record: toRequest(created) }, 201);
  })
  .get('/:id', ...see, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const [record, history] = await Promise.all([getRequest(id), requestHistory(id)]);
    return c.json({ record: toRequest(record), history });
  });

/** The moves staff make on a request, each by the version they saw. */
const moves = {
  send: (id: string, version: number, actor: Actor) => sendRequest(id, version, actor, 'send'),
  resend: (id: string, version: number, actor: Actor) => sendRequest(id, version, actor, 'resend'),
  withdraw: withdrawRequest,
  approve: approveRequest,
};
for (const [move, act] of Object.entries(moves)) {
  supplierRequestRoutes.post(
    `/:id/${move}`,
    manage,
    validate('param', idParam),
    validate('json', versionSchema),
    async (c) => {
      const moved = await act(c.req.valid('param').id, c.req.valid('json').version, await actorOf(c));
      return c.json({ record: toRequest(moved) });
    },
  );
}

// Terugsturen (decision 050): the comment and what the supplier redoes.
supplierRequestRoutes.post(
  '/:id/return',
  manage,
  validate('param', idParam),
  validate('json', returnInputSchema),
  async (c) => {
    const moved = await returnRequest(c.req.valid('param').id, c.req.valid('json'), await actorOf(c));
    return c.json({ record: toRequest(moved) });
  },
);
