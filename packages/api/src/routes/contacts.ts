import { Hono } from 'hono';
import { z } from 'zod';
import { can, type Permission } from '@crm/core/auth/permissions';
import { contactInputSchema, contactParentKinds, type ContactParentKind } from '@crm/core/contacts/schema';
import { createContact, deleteContact, getContact, updateContact } from '@crm/core/contacts/service';
import { ForbiddenError } from '@crm/core/errors';
import { contactRecordSchema } from '@crm/core/relations/public';
import { versionQuery, versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './relations.ts';

const areaOf: Record<ContactParentKind, 'leads' | 'customers' | 'suppliers'> = {
  lead: 'leads',
  customer: 'customers',
  supplier: 'suppliers',
};

/** Contact people inherit the permissions of their parent's area. */
function check(role: Parameters<typeof can>[0], parent: ContactParentKind, action: 'view' | 'update'): void {
  if (!can(role, `${areaOf[parent]}.${action}` as Permission)) throw new ForbiddenError();
}

const createSchema = z.intersection(
  contactInputSchema,
  z.object({ parentKind: z.enum(contactParentKinds), parentId: z.string().min(1).max(40) }),
);

export const contactRoutes = new Hono<{ Variables: AuthVariables }>()
  .use(requireAuth)
  .post('/', validate('json', createSchema), async (c) => {
    const { parentKind, parentId, ...input } = c.req.valid('json');
    check(c.get('role'), parentKind, 'update');
    const contact = await createContact(parentKind, parentId, input, await actorOf(c));
    return c.json({ contact: contactRecordSchema.parse(contact) }, 201);
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const contact = await getContact(c.req.valid('param').id);
    check(c.get('role'), contact.parentKind, 'view');
    return c.json({ contact: contactRecordSchema.parse(contact) });
  })
  .put(
    '/:id',
    validate('param', idParam),
    validate('json', z.intersection(contactInputSchema, versionSchema)),
    async (c) => {
      const id = c.req.valid('param').id;
      const existing = await getContact(id);
      check(c.get('role'), existing.parentKind, 'update');
      const { version, ...input } = c.req.valid('json');
      const contact = await updateContact(id, input, version, await actorOf(c));
      return c.json({ contact: contactRecordSchema.parse(contact) });
    },
  )
  .delete('/:id', validate('param', idParam), validate('query', versionQuery), async (c) => {
    const id = c.req.valid('param').id;
    const existing = await getContact(id);
    check(c.get('role'), existing.parentKind, 'update');
    await deleteContact(id, c.req.valid('query').version, await actorOf(c));
    return c.body(null, 204);
  });
