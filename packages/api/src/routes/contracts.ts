// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { deleteEach } from '@crm/core/bulk/delete-each';
import { bulkDeleteSchema } from '@crm/core/bulk/schema';
import { contractListQuerySchema } from '@crm/core/contracts/list-query';
import { contractRecordSchema, contractRowSchema } from '@crm/core/contracts/public';
import { listContracts, searchContracts } from '@crm/core/contracts/queries';
import { contractInputSchema } from '@crm/core/contracts/schema';
import {
  agreeRenewal,
  createContract,
  deleteContract,
  getContract,
  updateContract,
} from '@crm/core/contracts/service';
import { historyOf } from '@crm/core/db/history';
import { versionQuery, versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { contractConditionRoutes } from './contract-conditions.ts';
import { idParam } from './id-param.ts';

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'De sleutel van dit verzoek (Idempotency-Key) is ongeldig.')
    .optional(),
});

/**
 * Contracts (issue 12): list with filters, detail, history, create, update, a recorded renewal,
 * delete and bulk delete, each behind its `contracts.<action>` permission.
 */
export const contractRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .route('/', contractConditionRoutes)
  .get('/', requirePermission('contracts.view'), validate('query', contractListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const page = query.search ? await searchContracts(query) : await listContracts(query);
    return c.json({
      items: page.items.map((row) => contractRowSchema.parse(row)),
      cursor: page.cursor,
      total: page.total,
    });
  })
  // A client's `Idempotency-Key` (one per form) makes a resent create answer the first contract.
  .post(
    '/',
    requirePermission('contracts.create'),
    validate('header', idempotencyHeader),
    validate('json', contractInputSchema),
    async (c) => {
      const key = c.req.valid('header')['idempotency-key'];
      const contract = await createContract(c.req.valid('json'), await actorOf(c), undefined, key);
      return c.json({ record: contractRecordSchema.parse(contract) }, 201);
    },
  )
  .get('/:id', requirePermission('contracts.view'), validate('param', idParam), async (c) => {
    return c.json({ record: contractRecordSchema.parse(await getContract(c.req.valid('param').id)) });
  })
  .get('/:id/history', requirePermission('contracts.view'), validate('param', idParam), async (c) => {
    const contract = await getContract(c.req.valid('param').id);
    return c.json({ items: await historyOf(contract.pk) });
  })
  .put(
    '/:id',
    requirePermission('contracts.update'),
    validate('param', idParam),
    validate('json', z.intersection(contractInputSchema, versionSchema)),
    async (c) => {
      const { version, ...input } = c.req.valid('json');
      const contract = await updateContract(c.req.valid('param').id, input, version, await actorOf(c));
      return c.json({ record: contractRecordSchema.parse(contract) });
    },
  )
  // "Verlenging vastleggen" on a contract that renews only when agreed (decision 039).
  .post(
    '/:id/renewal',
    requirePermission('contracts.update'),
    validate('param', idParam),
    validate('json', versionSchema),
    async (c) => {
      const contract = await agreeRenewal(
        c.req.valid('param').id,
        c.req.valid('json').version,
        await actorOf(c),
      );
      return c.json({ record: contractRecordSchema.parse(contract) });
    },
  )
  .post(
    '/bulk-delete',
    requirePermission('contracts.delete'),
    validate('json', bulkDeleteSchema),
    async (c) => {
      const actor = await actorOf(c);
      return c.json(
        await deleteEach(c.req.valid('json').items, (id, version) => deleteContract(id, version, actor)),
      );
    },
  )
  .delete(
    '/:id',
    requirePermission('contracts.delete'),
    validate('param', idParam),
    validate('query', versionQuery),
    async (c) => {
      await deleteContract(c.req.valid('param').id, c.req.valid('query').version, await actorOf(c));
      return c.body(null, 204);
    },
  );
