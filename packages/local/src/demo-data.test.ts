import { describe, expect, it } from 'vitest';
import { counterValue } from '@crm/core/db/counter';
import { searchRelations } from '@crm/core/relations/search';
import { getRelationDetail } from '@crm/core/relations/repository';
import { listTodos, todoSummary } from '@crm/core/todos/queries';
import { createUser } from '@crm/core/users/repository';
import { systemActor } from '@crm/core/db/actor';
import { ulid } from 'ulid';
import { seedDemoData } from './demo-data.ts';

describe('demo data (DynamoDB Local)', () => {
  it('makes leads, customers with contact people and a financial record, suppliers and todos', async () => {
    const user = await createUser(
      {
        name: 'Demo Beheerder',
        email: `demo-${ulid().toLowerCase()}@example.nl`,
        role: 'beheerder',
        passwordHash: null,
      },
      systemActor,
    );
    const actor = { id: user.id, name: user.name };
    expect(await seedDemoData(actor, { onlyIfEmpty: false })).toBe(true);
    // Other test files write leads at the same time: the demo's own owner counts exactly.
    expect(await counterValue(`count#lead#facet#${user.id}`)).toBe(8);
    // The table has leads now, whatever ran before: the demo never adds to a database in use.
    expect(await counterValue('count#lead')).toBeGreaterThan(0);
    expect(await seedDemoData(actor)).toBe(false);
    expect(await counterValue(`count#lead#facet#${user.id}`)).toBe(8);

    const [bouw] = (await searchRelations('customer', 'De Vries Bouw')).filter(
      (customer) => customer.type === 'customer' && customer.ownerId === user.id,
    );
    if (!bouw) throw new Error('De Vries Bouw B.V. not found');
    const detail = await getRelationDetail('customer', bouw.id);
    expect(detail.contacts.map((contact) => contact.firstName).sort()).toEqual(['Jan', 'Petra']);
    expect(detail.financial).toMatchObject({ iban: 'NL91ABNA0417164300' });

    expect(await todoSummary(user.id)).toEqual({ open: 5, overdue: 1 });
    const todos = await listTodos({ status: 'all', assigneeId: user.id, limit: 10 });
    expect(todos.items.map((todo) => todo.title)[0]).toBe('Offerte nabellen');
    expect(todos.items.find((todo) => todo.title === 'Contractverlenging bespreken')).toMatchObject({
      linkKind: 'customer',
      linkId: bouw.id,
      linkLabel: 'De Vries Bouw B.V.',
    });
  });
});
