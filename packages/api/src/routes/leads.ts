// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { leadInputSchema, leadStatusChangeSchema } from '@crm/core/leads/schema';
import { changeLeadStatus, convertLead } from '@crm/core/relations/leads';
import { customerRecordSchema, leadRecordSchema } from '@crm/core/relations/public';
import { versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requirePermission } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';
import { relationRoutes } from './relations.ts';

/** Leads: the relation routes, plus the board's status change and the conversion to a customer. */
export const leadRoutes = relationRoutes({ kind: 'lead', input: leadInputSchema })
  .patch(
    '/:id/status',
    requirePermission('leads.update'),
    validate('param', idParam),
    validate('json', leadStatusChangeSchema),
    async (c) => {
      const lead = await changeLeadStatus(c.req.valid('param').id, c.req.valid('json'), await actorOf(c));
      return c.json({ record: leadRecordSchema.parse(lead) });
    },
  )
  .post(
    '/:id/convert',
    requirePermission('leads.update'),
    requirePermission('customers.create'),
    validate('param', idParam),
    validate('json', versionSchema),
    async (c) => {
      const customer = await convertLead(
        c.req.valid('param').id,
        c.req.valid('json').version,
        await actorOf(c),
      );
      return c.json({ record: customerRecordSchema.parse(customer) }, 201);
    },
  );
