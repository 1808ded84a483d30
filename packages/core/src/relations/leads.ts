import { ulid } from 'ulid';
import { primaryMarkerItem, releasePrimary } from '../contacts/primary.ts';
import { contactTokenChanges } from '../contacts/search-items.ts';
import { splitTransaction, sendTransaction, type TransactItem } from '../db/transaction.ts';
import { carriedFields } from '../catalogue/field.ts';
import { customerCatalogue } from '../customers/schema.ts';
import { tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import { indexKeys } from '../db/index-keys.ts';
import { moveFilesTo } from '../files/service.ts';
import { log } from '../log.ts';
import { type Actor } from '../db/actor.ts';
import { updateItems, versionedDelete } from '../db/write.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { sideItemChanges } from './index-items.ts';
import type { CustomerItem, LeadItem } from './item.ts';
import { editableFields } from './service.ts';
import {
  createRelation,
  getRelation,
  getRelationContacts,
  updateRelation,
  type RelationData,
} from './repository.ts';
import { relinkTodos } from '../todos/service.ts';
import { leadCatalogue, type LeadStatus } from '../leads/schema.ts';

async function getLeadRecord(id: string): Promise<LeadItem> {
  return (await getRelation('lead', id)) as LeadItem;
}

/** The board: a card moved to another column. */
export async function changeLeadStatus(
  id: string,
  change: { status: LeadStatus; lostReason?: string | undefined; version: number },
  actor: Actor,
): Promise<LeadItem> {
  const record = await getLeadRecord(id);
  if (record.customerId && change.status !== 'gewonnen') {
    throw new ValidationError({ status: ['Deze lead is al omgezet naar een klant.'] });
  }
  const current = record as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const field of editableFields('lead')) data[field] = current[field];
  Object.assign(data, {
    status: change.status,
    lostReason: change.status === 'verloren' ? change.lostReason : undefined,
  });
  if (record.customerId) data.customerId = record.customerId;
  return (await updateRelation('lead', record, change.version, data as RelationData, actor, {
    fields: editableFields('lead'),
    action: 'status',
  })) as LeadItem;
}

/** TransactWriteItems holds at most 100 items. */
const TRANSACTION_LIMIT = 100;
/** The items of a conversion besides the contact people's moves (see `convertLead`). */
const CUSTOMER_SIDE = 56;

/**
 * Converts a lead into a customer in one transaction: the customer gets the next number and the
 * lead's data, its contact people move to the customer (each conditional on its version), the lead
 * becomes Gewonnen and both link to each other. The lead's history stays in the lead's partition and
 * the customer's change log reads it through `leadId`, so any amount of history carries over.
 */
export async function convertLead(id: string, version: number, actor: Actor): Promise<CustomerItem> {
  const [lead, contacts] = await Promise.all([getLeadRecord(id), getRelationContacts('lead', id)]);
  if (lead.version !== version) throw new ConflictError();
  if (lead.customerId) throw new ValidationError({ _: ['Deze lead is al omgezet naar een klant.'] });

  const customerId = ulid();
  const customerPk = keys.relation('customer', customerId).pk;
  const moves: TransactItem[] = contacts.flatMap((contact): TransactItem[] => [
    versionedDelete(contact),
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...contact,
          ...keys.contact(customerPk, contact.id),
          parentKind: 'customer',
          parentId: customerId,
        },
      },
    },
  ]);
  // Who is primary moves along: the lead's marker goes, the customer's names the same person.
  const primary = contacts.find((contact) => contact.primary);
  moves.push(
    releasePrimary(lead.pk),
    ...(primary
      ? [{ Put: { TableName: tableName(), Item: primaryMarkerItem(customerPk, primary.id) } }]
      : []),
  );
  // Customer, its history, tokens (at most 40), identities, counters, its Exact pending marker
  // (decision 045) and the lead's side.
  if (moves.length + CUSTOMER_SIDE > TRANSACTION_LIMIT) {
    throw new ValidationError({
      _: ['Deze lead heeft te veel contactpersonen om in één keer om te zetten (hoogstens 20).'],
    });
  }

  // Every field the lead and the customer share (same type, same options) carries over; the
  // status does not (the customer starts Actief).
  const customerData: Record<string, unknown> = { leadId: lead.id, status: 'actief' };
  for (const field of carriedFields(leadCatalogue, customerCatalogue)) {
    customerData[field] = (lead as Record<string, unknown>)[field];
  }

  // The lead's side of the same transaction: Gewonnen, linked to the customer, its list counters
  // moved, with its history item.
  const won = { status: 'gewonnen' as const, customerId, lostReason: undefined };
  const leadSide: TransactItem[] = [
    ...updateItems<LeadItem>({
      current: lead,
      changes: { ...won, ...indexKeys.relationStatus('lead', won.status) },
      actor,
      action: 'convert',
      condition: 'attribute_not_exists(customerId)',
    }),
    ...sideItemChanges('lead', lead, { ...lead, ...won }),
  ];

  // The contact people's search tokens name their new parent: in the same transaction when they
  // fit, otherwise right after it (derived items, rewritten whole on every change of the contact).
  const tokens = splitTransaction(
    contacts.map((contact) =>
      contactTokenChanges(contact, { ...contact, parentKind: 'customer', parentId: customerId }),
    ),
    TRANSACTION_LIMIT - CUSTOMER_SIDE - moves.length,
  );
  const customer = await createRelation(
    'customer',
    customerData as RelationData,
    actor,
    [...leadSide, ...moves, ...tokens.inline],
    customerId,
  );
  for (const items of tokens.separate) {
    await sendTransaction(items);
  }
  // The lead's todos carry on with the customer (their history stays with each todo). The
  // conversion stands whatever happens here: a todo left behind still links to the lead, which
  // links to the customer (decision 010).
  try {
    await relinkTodos(
      { kind: 'lead', id: lead.id },
      { kind: 'customer', id: customerId, label: lead.companyName },
      actor,
    );
  } catch (error) {
    log('error', 'todos of a converted lead not all moved', {
      leadId: lead.id,
      customerId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  // Its files too; one left behind stays on the lead's Bestanden tab, nothing is lost.
  try {
    await moveFilesTo({ kind: 'lead', id: lead.id }, { kind: 'customer', id: customerId });
  } catch (error) {
    log('error', 'files of a converted lead not all moved', {
      leadId: lead.id,
      customerId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return customer as CustomerItem;
}
