import { ulid } from 'ulid';
import { contactInputSchema } from '../contacts/schema.ts';
import { createContact } from '../contacts/service.ts';
import type { Actor } from '../db/actor.ts';
import { transact } from '../db/transaction.ts';
import { financialInputSchema } from '../relations/financial.ts';
import { saveFinancial } from '../relations/financial-service.ts';
import { createOrganisation } from '../relations/service.ts';
import { createChangeSet } from './change-set.ts';
import type { StagedOwner } from './schema.ts';
import { snapshotSent } from './target.ts';

/**
 * Test support: a supplier (or customer) with a financial record and a primary contact person, and
 * a change set of a supplier request (or onboarding) asking `fields`, made as sending one makes it.
 */
export async function stagedSupplier(
  actor: Actor,
  fields: readonly string[],
  options: {
    critical?: readonly string[];
    kind?: 'supplier' | 'customer';
    ownerKind?: StagedOwner['kind'];
  } = {},
) {
  const kind = options.kind ?? 'supplier';
  const word = `Staged${ulid().slice(-8).toLowerCase()}`;
  const supplier = await createOrganisation(
    kind,
    {
      companyName: `${word} BV`,
      status: 'actief',
      country: 'NL',
      phone: '020-1234567',
      postcode: '1234 AB',
      kvkNumber: '12345678',
    },
    actor,
  );
  await saveFinancial(
    kind,
    supplier.id,
    financialInputSchema.parse({ version: 0, iban: 'NL91ABNA0417164300', accountHolder: `${word} BV` }),
    actor,
  );
  const contact = await createContact(
    kind,
    supplier.id,
    contactInputSchema.parse({ firstName: 'Sanne', lastName: word, mobile: '06 12345678' }),
    actor,
  );
  const owner: StagedOwner = { kind: options.ownerKind ?? 'supplier-request', id: ulid() };
  const target = { kind, id: supplier.id };
  const sent = await snapshotSent(target, fields);
  await transact(createChangeSet({ owner, target, fields, sent, critical: options.critical }), [], 0);
  return { supplier, contact, owner, target, word };
}
