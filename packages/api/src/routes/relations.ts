import { Hono } from 'hono';
import * as z from 'zod';
import {
  canSeeFinancial,
  financialPermission,
  recordPermission,
  type CrudAction,
} from '@crm/core/auth/permissions';
import { deleteEach } from '@crm/core/bulk/delete-each';
import { bulkDeleteSchema } from '@crm/core/bulk/schema';
import { historyOf } from '@crm/core/db/history';
import { keys, type RelationKind } from '@crm/core/db/keys';
import { exactStateAnswer } from '@crm/core/exact/answer';
import { resolveConflict } from '@crm/core/exact/exact-values';
import { isExactKind } from '@crm/core/relations/exact-pending';
import { conflictResolutionSchema } from '@crm/core/relations/exact-state';
import { financialInputSchema } from '@crm/core/relations/financial';
import { saveFinancial } from '@crm/core/relations/financial-service';
import { relationListQuerySchema, toRelationListQuery } from '@crm/core/relations/list-query';
import {
  contactRecordSchema,
  financialRecordSchema,
  relationRecordSchemas,
} from '@crm/core/relations/public';
import { getRelationDetail } from '@crm/core/relations/repository';
import {
  createOrganisation,
  deleteOrganisation,
  listOrganisations,
  updateOrganisation,
} from '@crm/core/relations/service';
import { versionQuery, versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, requirePermission, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

export interface RelationRoutesOptions {
  kind: RelationKind;
  input: z.ZodType<Record<string, unknown> & { companyName: string; status: string }>;
}

/**
 * The routes every relation has: list, create, detail, history, update, delete, and for customers
 * and suppliers the financial record. Each checks `<area>.<action>` on the server.
 */
export function relationRoutes(options: RelationRoutesOptions) {
  const { kind } = options;
  const perm = (action: CrudAction) => requirePermission(recordPermission(kind, action));
  const withVersion = z.intersection(options.input, versionSchema);
  const recordSchema: z.ZodType<unknown> = relationRecordSchemas[kind];
  const toRecord = (item: unknown) => recordSchema.parse(item);
  const toFinancial = (item: unknown) => (item ? financialRecordSchema.parse(item) : null);

  const routes = new Hono<{ Variables: AuthVariables }>()
    .use(requireAuth)
    .get('/', perm('view'), validate('query', relationListQuerySchema), async (c) => {
      const page = await listOrganisations(kind, toRelationListQuery(kind, c.req.valid('query')));
      return c.json({
        items: page.items.map(toRecord),
        cursor: page.cursor,
        total: page.total,
        ...(page.valueTotal === undefined ? {} : { valueTotal: page.valueTotal }),
      });
    })
    .post('/', perm('create'), validate('json', options.input), async (c) => {
      const record = await createOrganisation(kind, c.req.valid('json'), await actorOf(c));
      return c.json({ record: toRecord(record) }, 201);
    })
    .get('/:id', perm('view'), validate('param', idParam), async (c) => {
      const detail = await getRelationDetail(kind, c.req.valid('param').id);
      const mayFinancial = canSeeFinancial(c.get('role'), kind);
      return c.json({
        record: toRecord(detail.record),
        contacts: detail.contacts.map((contact) => contactRecordSchema.parse(contact)),
        ...(mayFinancial ? { financial: toFinancial(detail.financial) } : {}),
        // Read in the same Query (decision 045); bank values of a conflict only with `.financial`.
        ...(isExactKind(kind) ? { exact: exactStateAnswer(kind, detail.exact, mayFinancial) } : {}),
      });
    })
    .get('/:id/history', perm('view'), validate('param', idParam), async (c) => {
      const detail = await getRelationDetail(kind, c.req.valid('param').id);
      const mayFinancial = canSeeFinancial(c.get('role'), kind);
      // A customer made from a lead carries the lead's history (it stays in the lead's partition).
      const leadId = detail.record.type === 'customer' ? detail.record.leadId : undefined;
      const [own, fromLead] = await Promise.all([
        historyOf(detail.record.pk),
        leadId ? historyOf(keys.relation('lead', leadId).pk) : Promise.resolve([]),
      ]);
      const items = [...own, ...fromLead].sort((a, b) => b.sk.localeCompare(a.sk)).slice(0, 100);
      return c.json({
        items: mayFinancial ? items : items.filter((entry) => entry.subjectType !== 'financial'),
      });
    })
    .put('/:id', perm('update'), validate('param', idParam), validate('json', withVersion), async (c) => {
      const { version, ...input } = c.req.valid('json');
      const record = await updateOrganisation(
        kind,
        c.req.valid('param').id,
        input as typeof input & { companyName: string; status: string },
        version,
        await actorOf(c),
      );
      return c.json({ record: toRecord(record) });
    })
    .delete(
      '/:id',
      perm('delete'),
      validate('param', idParam),
      validate('query', versionQuery),
      async (c) => {
        await deleteOrganisation(
          kind,
          c.req.valid('param').id,
          c.req.valid('query').version,
          await actorOf(c),
        );
        return c.body(null, 204);
      },
    )
    .post('/bulk-delete', perm('delete'), validate('json', bulkDeleteSchema), async (c) => {
      const actor = await actorOf(c);
      const result = await deleteEach(c.req.valid('json').items, (id, version) =>
        deleteOrganisation(kind, id, version, actor),
      );
      return c.json(result);
    });

  const financial = financialPermission(kind);
  if (financial && (kind === 'customer' || kind === 'supplier')) {
    const mayFinancial = requirePermission(financial);
    routes
      .get('/:id/financial', mayFinancial, validate('param', idParam), async (c) => {
        const detail = await getRelationDetail(kind, c.req.valid('param').id);
        return c.json({
          record: toRecord(detail.record),
          financial: toFinancial(detail.financial),
          // The Financieel tab shows the Exact Online state in the same request (decision 045).
          exact: exactStateAnswer(kind, detail.exact, true),
        });
      })
      // The sync state alone; a conflict's bank-account values only with the financial permission.
      .get('/:id/exact', perm('view'), validate('param', idParam), async (c) => {
        const detail = await getRelationDetail(kind, c.req.valid('param').id);
        return c.json(exactStateAnswer(kind, detail.exact, canSeeFinancial(c.get('role'), kind)));
      })
      .post(
        '/:id/exact/resolve',
        mayFinancial,
        validate('param', idParam),
        validate('json', conflictResolutionSchema),
        async (c) => {
          const ref = { kind, id: c.req.valid('param').id };
          const state = await resolveConflict(ref, c.req.valid('json'), await actorOf(c));
          return c.json(exactStateAnswer(kind, state, true));
        },
      )
      .put(
        '/:id/financial',
        mayFinancial,
        validate('param', idParam),
        validate('json', financialInputSchema),
        async (c) => {
          const financial = await saveFinancial(
            kind,
            c.req.valid('param').id,
            c.req.valid('json'),
            await actorOf(c),
          );
          return c.json({ record: financialRecordSchema.parse(financial) });
        },
      );
  }
  return routes;
}
