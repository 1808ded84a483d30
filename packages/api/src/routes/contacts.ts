// Lets a bundle keep the cold start's modules in a few chunks (decision 034).
import '../start-up.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import { recordPermission, type CrudAction } from '@crm/core/auth/permissions';
import { contactInputSchema, contactParentKinds, type ContactParentKind } from '@crm/core/contacts/schema';
import { createContact, deleteContact, getContact, updateContact } from '@crm/core/contacts/service';
import type { ContactItem } from '@crm/core/relations/item';
import { contactRecordSchema } from '@crm/core/relations/public';
import { versionQuery, versionSchema } from '@crm/core/validation/fields';
import { actorOf } from '../middleware/actor.ts';
import { requireAuth, requirePermissionFor, type AuthVariables } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { idParam } from './id-param.ts';

type ContactVariables = AuthVariables & {
  /** The contact person the route is about, read once by `contactWith`. */
  contact: ContactItem;
};

const createSchema = z.intersection(
  contactInputSchema,
  z.object({ parentKind: z.enum(contactParentKinds), parentId: z.string().min(1).max(40) }),
);

/** Contact people inherit the permissions of their parent's area: a new one needs `<parent>.update`. */
const mayAddToParent = requirePermissionFor<{ out: { json: { parentKind: ContactParentKind } } }>((c) =>
  recordPermission(c.req.valid('json').parentKind, 'update'),
);

/** Reads the contact person of `:id` and checks `<parent>.<action>` before the handler. */
const contactWith = (action: CrudAction) =>
  requirePermissionFor<{ out: { param: { id: string } } }, { Variables: ContactVariables }>(async (c) => {
    const contact = await getContact(c.req.valid('param').id);
    c.set('contact', contact);
    return recordPermission(contact.parentKind, action);
  });

export const contactRoutes = new Hono<{ Variables: ContactVariables }>()
  .use(requireAuth)
  .post('/', validate('json', createSchema), mayAddToParent, async (c) => {
    const { parentKind, parentId, ...input } = c.req.valid('json');
    const contact = await createContact(parentKind, parentId, input, await actorOf(c));
    return c.json({ record: contactRecordSchema.parse(contact) }, 201);
  })
  .get('/:id', validate('param', idParam), contactWith('view'), async (c) => {
    return c.json({ record: contactRecordSchema.parse(c.get('contact')) });
  })
  .put(
    '/:id',
    validate('param', idParam),
    validate('json', z.intersection(contactInputSchema, versionSchema)),
    contactWith('update'),
    async (c) => {
      const { version, ...input } = c.req.valid('json');
      const contact = await updateContact(c.get('contact').id, input, version, await actorOf(c));
      return c.json({ record: contactRecordSchema.parse(contact) });
    },
  )
  .delete(
    '/:id',
    validate('param', idParam),
    validate('query', versionQuery),
    contactWith('update'),
    async (c) => {
      await deleteContact(c.get('contact').id, c.req.valid('query').version, await actorOf(c));
      return c.body(null, 204);
    },
  );
