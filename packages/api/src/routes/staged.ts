// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono, type Context } from 'hono';
import {
  can,
  financialPermission,
  recordPermission,
  type Permission,
  type Role,
} from '@crm/core/auth/permissions';
import { ForbiddenError } from '@crm/core/errors';
import { decide } from '@crm/core/staged/decide';
import { readReview, reviewOf } from '@crm/core/staged/review';
import {
  decisionInputSchema,
  reviewAnswerSchema,
  type ChangeSetItem,
  type StagedOwner,
} from '@crm/core/staged/schema';
import { approveOnboardingWhenReviewed } from '@crm/core/onboarding/review';
import { approveWhenReviewed } from '@crm/core/supplier-requests/review';
import type { Actor } from '@crm/core/db/actor';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

/**
 * The staff review of staged changes (decision 046), one pair of routes per kind of owner: the
 * review (as sent, as now, as proposed, per field) and its decisions. A supplier request's needs
 * `supplier_requests.manage` and `suppliers.view`; an onboarding's the target's `.update`. A
 * financial field also needs the target's `.financial`: without it the review leaves financial
 * fields out and a decision on one is refused.
 */
type Env = { Variables: AuthVariables };

interface OwnerRules {
  /** Checked before anything is read. */
  mayReview(role: Role): boolean;
  /** Checked once the change set names its target. */
  forTarget(changeSet: ChangeSetItem): readonly Permission[];
}

const ownerRules: Record<StagedOwner['kind'], OwnerRules> = {
  'supplier-request': {
    mayReview: (role) => can(role, 'supplier_requests.manage') && can(role, 'suppliers.view'),
    forTarget: () => [],
  },
  onboarding: {
    // Leads and customers are onboarded: the target's own `.update` is checked once it is known.
    mayReview: (role) => can(role, 'leads.update') || can(role, 'customers.update'),
    forTarget: (changeSet) => [recordPermission(changeSet.target.kind, 'update')],
  },
};

/**
 * The review of the route's owner as this user may see it (the route's own permissions checked
 * first): the target's permissions once the change set names it; financial fields only with the
 * target's `.financial`.
 */
async function reviewFor(c: Context<Env>, owner: StagedOwner) {
  const role = c.get('role');
  const { changeSet, now } = await readReview(owner);
  if (ownerRules[owner.kind].forTarget(changeSet).some((permission) => !can(role, permission)))
    throw new ForbiddenError();
  const permission = financialPermission(changeSet.target.kind);
  const financial = permission === null || can(role, permission);
  const review = reviewOf(changeSet, now);
  return {
    financial,
    answer: reviewAnswerSchema.parse({
      ...review,
      rows: review.rows.filter((row) => financial || !row.financial),
    }),
  };
}

/** What ends a review once every proposed change is decided, per kind of owner. */
const whenReviewed: Record<StagedOwner['kind'], (id: string, actor: Actor) => Promise<unknown>> = {
  'supplier-request': approveWhenReviewed,
  onboarding: approveOnboardingWhenReviewed,
};

function ownerRoutes(kind: StagedOwner['kind']) {
  return new Hono<Env>()
    .use(async (c, next) => {
      if (!ownerRules[kind].mayReview(c.get('role'))) throw new ForbiddenError();
      await next();
    })
    .get('/:id', validate('param', idParam), async (c) => {
      return c.json((await reviewFor(c, { kind, id: c.req.valid('param').id })).answer);
    })
    .post('/:id/decisions', validate('param', idParam), validate('json', decisionInputSchema), async (c) => {
      const owner = { kind, id: c.req.valid('param').id };
      const { financial } = await reviewFor(c, owner);
      const actor = await actorOf(c);
      await decide(owner, c.req.valid('json'), actor, { financial });
      // Every proposed change decided: the request or onboarding is Goedgekeurd (decisions 050, 052).
      await whenReviewed[kind](owner.id, actor);
      return c.json((await reviewFor(c, owner)).answer);
    });
}

export const stagedRoutes = new Hono<Env>()
  .use(requireAuth)
  .route('/supplier-requests', ownerRoutes('supplier-request'))
  .route('/onboardings', ownerRoutes('onboarding'));
