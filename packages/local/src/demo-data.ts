/**
 * Demo data for `SEED_DEMO=1 npm start`: a handful of leads, customers (with contact people and a
 * financial record), suppliers and todos, written through the same services as the API (history,
 * counters, search items and the change feed included), so every screen has something to show.
 * Only on a database without relations: it never adds to data someone is working with.
 */
import { createContact } from '@crm/core/contacts/service';
import { contactInputSchema } from '@crm/core/contacts/schema';
import { counterValue } from '@crm/core/db/counter';
import type { RelationKind } from '@crm/core/db/keys';
import type { Actor } from '@crm/core/db/actor';
import { customerInputSchema } from '@crm/core/customers/schema';
import { leadInputSchema } from '@crm/core/leads/schema';
import { financialInputSchema } from '@crm/core/relations/financial';
import { saveFinancial } from '@crm/core/relations/financial-service';
import type { RelationData } from '@crm/core/relations/repository';
import { createOrganisation } from '@crm/core/relations/service';
import { supplierInputSchema } from '@crm/core/suppliers/schema';
import { todoInputSchema } from '@crm/core/todos/schema';
import { dutchToday } from '@crm/core/nl/date';
import { createTodo } from '@crm/core/todos/service';

type Contact = { firstName: string; infix?: string; lastName: string; jobTitle?: string; email?: string };

const leads = [
  { companyName: 'Bakkerij Van Dam', city: 'Haarlem', source: 'beurs', status: 'nieuw', expectedValue: 4500 },
  {
    companyName: 'Installatiebedrijf Smit',
    city: 'Amersfoort',
    source: 'website',
    status: 'contact_gelegd',
    expectedValue: 12500,
  },
  {
    companyName: 'Kapsalon Knip & Co',
    city: 'Utrecht',
    source: 'doorverwijzing',
    status: 'gekwalificeerd',
    expectedValue: 2800,
  },
  {
    companyName: 'Hoveniersbedrijf De Groene Vingers',
    city: 'Ede',
    source: 'telefoon',
    status: 'offerte_verstuurd',
    expectedValue: 9800,
  },
  {
    companyName: 'Drukkerij Mulder',
    city: 'Zwolle',
    source: 'website',
    status: 'gewonnen',
    expectedValue: 6200,
  },
  {
    companyName: 'Transport Visser B.V.',
    city: 'Rotterdam',
    source: 'beurs',
    status: 'verloren',
    lostReason: 'Koos voor een goedkopere partij.',
  },
  { companyName: 'Autobedrijf Bakker', city: 'Breda', source: 'overig', status: 'nieuw' },
  {
    companyName: 'Tandartspraktijk Jansen',
    city: 'Leiden',
    source: 'doorverwijzing',
    status: 'contact_gelegd',
    expectedValue: 3400,
  },
];

const customers: { data: Record<string, unknown>; contacts: Contact[]; iban?: string }[] = [
  {
    data: {
      companyName: 'De Vries Bouw B.V.',
      city: 'Utrecht',
      kvkNumber: '30123456',
      email: 'info@devriesbouw.nl',
      phone: '030 123 4567',
    },
    contacts: [
      {
        firstName: 'Jan',
        infix: 'de',
        lastName: 'Vries',
        jobTitle: 'Directeur',
        email: 'jan@devriesbouw.nl',
      },
      { firstName: 'Petra', lastName: 'Smits', jobTitle: 'Inkoper', email: 'petra@devriesbouw.nl' },
    ],
    iban: 'NL91ABNA0417164300',
  },
  {
    data: { companyName: 'Café Het Hoekje', city: 'Amsterdam', kvkNumber: '33987654' },
    contacts: [{ firstName: 'Ahmed', lastName: 'El Amrani', jobTitle: 'Eigenaar' }],
  },
  {
    data: {
      companyName: 'Jansen Accountants',
      city: 'Den Haag',
      kvkNumber: '27456789',
      website: 'jansen-accountants.nl',
    },
    contacts: [
      {
        firstName: 'Marieke',
        lastName: 'Jansen',
        jobTitle: 'Partner',
        email: 'marieke@jansen-accountants.nl',
      },
    ],
    iban: 'NL69INGB0123456789',
  },
  { data: { companyName: 'Bloemenhandel Flora', city: 'Aalsmeer' }, contacts: [] },
  {
    data: { companyName: 'IT-Partners Noord', city: 'Groningen', kvkNumber: '01234567' },
    contacts: [{ firstName: 'Sven', lastName: 'Hofstra', jobTitle: 'IT-manager' }],
  },
  { data: { companyName: 'Sportschool FitFabriek', city: 'Eindhoven', status: 'inactief' }, contacts: [] },
];

const suppliers = [
  { companyName: 'Energiedirect Zakelijk', city: 'Arnhem', category: 'Energie', status: 'actief' },
  { companyName: 'Kantoorartikelen Nederland', city: 'Nieuwegein', category: 'Kantoor', status: 'actief' },
  { companyName: 'Schoonmaakbedrijf Glans', city: 'Tilburg', category: 'Schoonmaak', status: 'concept' },
  { companyName: 'Telecom Plus', city: 'Hilversum', category: 'Telecom', status: 'actief' },
];

function day(offset: number): string {
  const date = new Date(`${dutchToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * Seeds the demo records with `actor` as their maker, owner and assignee. Answers false, adding
 * nothing, when there are leads, customers or suppliers already (unless `onlyIfEmpty` is false, as
 * in its own test).
 */
export async function seedDemoData(actor: Actor, { onlyIfEmpty = true } = {}): Promise<boolean> {
  if (onlyIfEmpty) {
    const counts = await Promise.all(
      ['lead', 'customer', 'supplier'].map((kind) => counterValue(`count#${kind}`)),
    );
    if (counts.some((count) => count > 0)) return false;
  }
  const ids: Partial<Record<string, { kind: RelationKind; id: string }>> = {};
  const create = async (kind: RelationKind, input: RelationData) => {
    const record = await createOrganisation(kind, input, actor);
    ids[String(input.companyName)] = { kind, id: record.id };
    return record;
  };

  for (const lead of leads) await create('lead', leadInputSchema.parse({ ...lead, ownerId: actor.id }));
  for (const customer of customers) {
    const record = await create(
      'customer',
      customerInputSchema.parse({ ...customer.data, ownerId: actor.id }),
    );
    for (const contact of customer.contacts) {
      await createContact('customer', record.id, contactInputSchema.parse(contact), actor);
    }
    if (customer.iban) {
      const financial = { iban: customer.iban, accountHolder: String(customer.data.companyName), version: 0 };
      await saveFinancial('customer', record.id, financialInputSchema.parse(financial), actor);
    }
  }
  for (const supplier of suppliers) await create('supplier', supplierInputSchema.parse(supplier));

  const todos = [
    { title: 'Offerte nabellen', deadline: day(-2), priority: 'hoog', link: 'Installatiebedrijf Smit' },
    { title: 'Contractverlenging bespreken', deadline: day(5), link: 'De Vries Bouw B.V.' },
    { title: 'Kennismakingsgesprek plannen', deadline: day(1), link: 'Tandartspraktijk Jansen' },
    { title: 'Factuurgegevens controleren', deadline: day(0), link: 'Café Het Hoekje' },
    {
      title: 'Energietarieven vergelijken',
      deadline: day(14),
      priority: 'laag',
      link: 'Energiedirect Zakelijk',
    },
    { title: 'Nieuwsbrief versturen', done: true },
  ];
  for (const { link, ...todo } of todos) {
    const linked = link ? ids[link] : undefined;
    await createTodo(todoInputSchema.parse({ ...todo, assigneeId: actor.id, link: linked ?? null }), actor);
  }
  return true;
}
