// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { contractTypeRecordSchema } from '@crm/core/contract-types/public';
import { contractTypeInputSchema } from '@crm/core/contract-types/schema';
import {
  createContractType,
  deleteContractType,
  getContractType,
  listContractTypes,
  updateContractType,
} from '@crm/core/contract-types/service';
import { versionQuery, versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

const toRecord = (item: unknown) => contractTypeRecordSchema.parse(item);

/** Contract types: every type sorted by name, one type, create, edit (by version) and delete. */
export const contractTypeRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .get('/', requirePermission('contract_types.view'), async (c) => {
    return c.json({ items: (await listContractTypes()).map(toRecord) });
  })
  .post(
    '/',
    requirePermission('contract_types.create'),
    validate('json', contractTypeInputSchema),
    async (c) => {
      const created = await createContractType(c.req.valid('json'), await actorOf(c));
      return c.json({ record: toRecord(created) }, 201);
    },
  )
  .get('/:id', requirePermission('contract_types.view'), validate('param', idParam), async (c) => {
    return c.json({ record: toRecord(await getContractType(c.req.valid('param').id)) });
  })
  .put(
    '/:id',
    requirePermission('contract_types.update'),
    validate('param', idParam),
    validate('json', z.intersection(contractTypeInputSchema, versionSchema)),
    async (c) => {
      const { version, ...input } = c.req.valid('json');
      const updated = await updateContractType(c.req.valid('param').id, input, version, await actorOf(c));
      return c.json({ record: toRecord(updated) });
    },
  )
  .delete(
    '/:id',
    requirePermission('contract_types.delete'),
    validate('param', idParam),
    validate('query', versionQuery),
    async (c) => {
      await deleteContractType(c.req.valid('param').id, c.req.valid('query').version, await actorOf(c));
      return c.body(null, 204);
    },
  );
