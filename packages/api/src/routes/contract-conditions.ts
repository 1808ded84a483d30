import { Hono } from 'hono';
import * as z from 'zod';
import { evidencePage } from '@crm/core/contract-conditions/evidence-page';
import {
  conditionDetailSchema,
  conditionRecordSchema,
  reviewRecordSchema,
} from '@crm/core/contract-conditions/public';
import { getCondition, listReviews } from '@crm/core/contract-conditions/repository';
import { revokeReview, reviewRecord, sendForReview } from '@crm/core/contract-conditions/review';
import {
  conditionInputSchema,
  conditionMoveSchema,
  reviewInputSchema,
} from '@crm/core/contract-conditions/schema';
import {
  createCondition,
  deleteCondition,
  moveCondition,
  updateCondition,
} from '@crm/core/contract-conditions/service';
import {
  conditionDetail,
  conditionRecord,
  conditionRecords,
  evidenceAnswer,
} from '@crm/core/contract-conditions/views';
import { getContract } from '@crm/core/contracts/service';
import { versionQuery, versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requirePermission, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

/**
 * A contract's conditions, their reviews and their evidence (issue 13, decision 031), mounted in
 * the contracts router behind its sign-in: reading needs `contracts.view`, every change
 * `contracts.update`; withdrawing a link also the contract's ownership or the Beheerder role.
 */
const conditionParam = idParam.extend({ conditionId: z.string().min(1).max(40) });
const reviewParam = idParam.extend({ reviewId: z.string().min(1).max(40) });

type Env = { Variables: AuthVariables };

export const contractConditionRoutes = new Hono<Env>()
  .get('/:id/conditions', requirePermission('contracts.view'), validate('param', idParam), async (c) => {
    const contract = await getContract(c.req.valid('param').id);
    const items = await conditionRecords(contract);
    return c.json({ items: items.map((item) => conditionRecordSchema.parse(item)) });
  })
  .post(
    '/:id/conditions',
    requirePermission('contracts.update'),
    validate('param', idParam),
    validate('json', conditionInputSchema),
    async (c) => {
      const contract = await getContract(c.req.valid('param').id);
      const created = await createCondition(contract.id, c.req.valid('json'), await actorOf(c));
      return c.json({ record: conditionRecordSchema.parse(await conditionRecord(contract, created)) }, 201);
    },
  )
  .get(
    '/:id/conditions/:conditionId',
    requirePermission('contracts.view'),
    validate('param', conditionParam),
    async (c) => {
      const { id, conditionId } = c.req.valid('param');
      const contract = await getContract(id);
      return c.json(conditionDetailSchema.parse(await conditionDetail(contract, conditionId)));
    },
  )
  .put(
    '/:id/conditions/:conditionId',
    requirePermission('contracts.update'),
    validate('param', conditionParam),
    validate('json', z.intersection(conditionInputSchema, versionSchema)),
    async (c) => {
      const { id, conditionId } = c.req.valid('param');
      const { version, ...input } = c.req.valid('json');
      const contract = await getContract(id);
      const current = await getCondition(contract.id, conditionId);
      const updated = await updateCondition(current, input, version, await actorOf(c));
      return c.json({ record: conditionRecordSchema.parse(await conditionRecord(contract, updated)) });
    },
  )
  .delete(
    '/:id/conditions/:conditionId',
    requirePermission('contracts.update'),
    validate('param', conditionParam),
    validate('query', versionQuery),
    async (c) => {
      const { id, conditionId } = c.req.valid('param');
      const current = await getCondition(id, conditionId);
      await deleteCondition(current, c.req.valid('query').version, await actorOf(c));
      return c.body(null, 204);
    },
  )
  .put(
    '/:id/conditions/:conditionId/position',
    requirePermission('contracts.update'),
    validate('param', conditionParam),
    validate('json', conditionMoveSchema),
    async (c) => {
      const { id, conditionId } = c.req.valid('param');
      const contract = await getContract(id);
      const current = await getCondition(contract.id, conditionId);
      const moved = await moveCondition(current, c.req.valid('json'), await actorOf(c));
      return c.json({ record: conditionRecordSchema.parse(await conditionRecord(contract, moved)) });
    },
  )
  .get('/:id/reviews', requirePermission('contracts.view'), validate('param', idParam), async (c) => {
    const contract = await getContract(c.req.valid('param').id);
    const reviews = await listReviews(contract.id);
    return c.json({ items: reviews.map((review) => reviewRecordSchema.parse(reviewRecord(review))) });
  })
  .post(
    '/:id/reviews',
    requirePermission('contracts.update'),
    validate('param', idParam),
    validate('json', reviewInputSchema),
    async (c) => {
      const contract = await getContract(c.req.valid('param').id);
      const review = await sendForReview(contract, c.req.valid('json'), await actorOf(c));
      return c.json({ record: reviewRecordSchema.parse(reviewRecord(review)) }, 201);
    },
  )
  .post(
    '/:id/reviews/:reviewId/revoke',
    requirePermission('contracts.update'),
    validate('param', reviewParam),
    async (c) => {
      const { id, reviewId } = c.req.valid('param');
      const contract = await getContract(id);
      const review = await revokeReview(contract, reviewId, await actorOf(c), {
        role: c.get('role'),
        userId: c.get('userId'),
      });
      return c.json({ record: reviewRecordSchema.parse(reviewRecord(review)) });
    },
  )
  .get('/:id/evidence', requirePermission('contracts.view'), validate('param', idParam), async (c) => {
    const contract = await getContract(c.req.valid('param').id);
    return c.json(await evidenceAnswer(contract.id));
  })
  .get(
    '/:id/evidence/download',
    requirePermission('contracts.view'),
    validate('param', idParam),
    async (c) => {
      const contract = await getContract(c.req.valid('param').id);
      const html = evidencePage(contract, await evidenceAnswer(contract.id));
      c.header('Content-Type', 'text/html; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="bewijs-${contract.number}.html"`);
      c.header('Cache-Control', 'no-store');
      return c.body(html);
    },
  );
