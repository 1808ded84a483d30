// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { can, recordPermission, type CrudAction } from '@crm/core/auth/permissions';
import type { Actor } from '@crm/core/db/actor';
import { ForbiddenError } from '@crm/core/errors';
import {
  createOnboarding,
  getOnboarding,
  listOnboardings,
  onboardingHistory,
  sendOnboarding,
  withdrawOnboarding,
} from '@crm/core/onboarding/onboardings';
import {
  onboardingPageSchema,
  onboardingRecordSchema,
  onboardingToReviewSchema,
} from '@crm/core/onboarding/public';
import { approveOnboarding } from '@crm/core/onboarding/review';
import { onboardingInputSchema, onboardingKinds, type OnboardingKind } from '@crm/core/onboarding/schema';
import { onboardingsToReview } from '@crm/core/onboarding/submitted';
import { versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

/**
 * Onboarding of leads and customers (decision 052): a record's onboardings, one with its history,
 * "Onboardinglink versturen" (made and sent at once), send again, withdraw, approve by hand, and
 * the dashboard's "Te beoordelen". Each route first checks that the user may do this to leads or
 * customers at all (before reading or validating anything), then, once the record's kind is known,
 * that kind's own permission: sending, resending, withdrawing and approving need its `.update`,
 * reading its `.view`.
 */
type Env = { Variables: AuthVariables };

const toRecord = (item: unknown) => onboardingRecordSchema.parse(item);

/** Whether the user may do `action` to leads or customers at all. */
const onAnyKind = (action: CrudAction) =>
  createMiddleware<Env>(async (c, next) => {
    const role = c.get('role');
    if (!onboardingKinds.some((kind) => can(role, recordPermission(kind, action))))
      throw new ForbiddenError();
    await next();
  });

function assertMay(c: Context<Env>, kind: OnboardingKind, action: CrudAction): void {
  if (!can(c.get('role'), recordPermission(kind, action))) throw new ForbiddenError();
}

/** The onboarding of the path, once the user may `action` its record's kind. */
async function onboardingFor(c: Context<Env>, id: string, action: CrudAction) {
  const onboarding = await getOnboarding(id);
  assertMay(c, onboarding.targetKind, action);
  return onboarding;
}

const listQuery = z.object({
  targetKind: z.enum(onboardingKinds, { error: 'Kies een lead of klant.' }),
  targetId: z.string({ error: 'Kies een lead of klant.' }).min(1, 'Kies een lead of klant.').max(40),
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const onboardingRoutes = new Hono<Env>()
  .use(requireAuth)
  .get('/to-review', async (c) => {
    const role = c.get('role');
    // Only what the user may review: the record's kind's `.update`.
    const items = (await onboardingsToReview()).filter((row) =>
      can(role, recordPermission(row.targetKind, 'update')),
    );
    return c.json({ items: items.map((row) => onboardingToReviewSchema.parse(row)) });
  })
  .get('/', onAnyKind('view'), validate('query', listQuery), async (c) => {
    const { targetKind, targetId, cursor, limit } = c.req.valid('query');
    assertMay(c, targetKind, 'view');
    return c.json(onboardingPageSchema.parse(await listOnboardings(targetKind, targetId, { cursor, limit })));
  })
  .post('/', onAnyKind('update'), validate('json', onboardingInputSchema), async (c) => {
    const input = c.req.valid('json');
    assertMay(c, input.targetKind, 'update');
    const created = await createOnboarding(input, await actorOf(c));
    return c.json({ record: toRecord(created) }, 201);
  })
  .get('/:id', onAnyKind('view'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const record = await onboardingFor(c, id, 'view');
    return c.json({ record: toRecord(record), history: await onboardingHistory(id) });
  });

/** The moves staff make on an onboarding, each by the version they saw. */
const moves = {
  resend: (id: string, version: number, actor: Actor) => sendOnboarding(id, version, actor, 'resend'),
  withdraw: withdrawOnboarding,
  approve: approveOnboarding,
};
for (const [move, act] of Object.entries(moves)) {
  onboardingRoutes.post(
    `/:id/${move}`,
    onAnyKind('update'),
    validate('param', idParam),
    validate('json', versionSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await onboardingFor(c, id, 'update');
      const moved = await act(id, c.req.valid('json').version, await actorOf(c));
      return c.json({ record: toRecord(moved) });
    },
  );
}
