import { ulid } from 'ulid';
import { contactTokenChanges, splitTransaction } from '../contacts/search-items.ts';
import { tableName } from '../db/client.ts';
import { counterChange } from '../db/counter.ts';
import { keys } from '../db/keys.ts';
import { log } from '../log.ts';
import { historyItem, sendTransaction, type Actor, type TransactItem } from '../db/write.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import type { CustomerItem, LeadItem } from '../relations/item.ts';
import { editableFields } from '../relations/service.ts';
import {
  createRelation,
  getRelationDetail,
  updateRelation,
  type RelationData,
} from '../relations/repository.ts';
import { relinkTodos } from '../todos/service.ts';
import type { LeadStatus } from './schema.ts';

export async function getLead(id: string) {
  const detail = await getRelationDetail('lead', id);
  return { ...detail, record: detail.record as LeadItem };
}

/** The board: a card moved to another column. */
export async function changeLeadStatus(
  id: string,
  change: { status: LeadStatus; lostReason?: string | undefined; version: number },
  actor: Actor,
): Promise<LeadItem> {
  const { record } = await getLead(id);
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

/**
 * Converts a lead into a customer in one transaction: the customer gets the next number and the
 * lead's data, its contact people move to the customer (each conditional on its version), the lead
 * becomes Gewonnen and both link to each other. The lead's history stays in the lead's partition and
 * the customer's change log reads it through `leadId`, so any amount of history carries over.
 */
export async function convertLead(id: string, version: number, actor: Actor): Promise<CustomerItem> {
  const { record: lead, contacts } = await getLead(id);
  if (lead.version !== version) throw new ConflictError();
  if (lead.customerId) throw new ValidationError({ _: ['Deze lead is al omgezet naar een klant.'] });

  const customerId = ulid();
  const customerPk = keys.relation('customer', customerId).pk;
  const table = tableName();
  const moves: TransactItem[] = [
    ...contacts.flatMap((contact): TransactItem[] => [
      {
        Delete: {
          TableName: table,
          Key: { pk: contact.pk, sk: contact.sk },
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': contact.version },
        },
      },
      {
        Put: {
          TableName: table,
          Item: {
            ...contact,
            ...keys.contact(customerPk, contact.id),
            parentKind: 'customer',
            parentId: customerId,
          },
        },
      },
    ]),
  ];
  // Customer, its history, tokens (at most 40), identities, counters and the lead's side.
  if (moves.length + 55 > TRANSACTION_LIMIT) {
    throw new ValidationError({
      _: ['Deze lead heeft te veel contactpersonen om in één keer om te zetten (hoogstens 20).'],
    });
  }

  const {
    pk: _pk,
    sk: _sk,
    id: _id,
    type: _type,
    version: _v,
    createdAt: _c,
    createdBy: _cb,
    updatedAt: _u,
    updatedBy: _ub,
    ...rest
  } = lead;
  const customerData = {
    companyName: lead.companyName,
    kvkNumber: rest.kvkNumber,
    vatNumber: rest.vatNumber,
    street: rest.street,
    houseNumber: rest.houseNumber,
    houseNumberAddition: rest.houseNumberAddition,
    postcode: rest.postcode,
    city: rest.city,
    country: rest.country,
    phone: rest.phone,
    email: rest.email,
    website: rest.website,
    notes: rest.notes,
    status: 'actief',
    ownerId: rest.ownerId,
    leadId: lead.id,
  };

  // The lead's side of the same transaction: Gewonnen, linked to the customer.
  const leadUpdate: TransactItem = {
    Update: {
      TableName: table,
      Key: { pk: lead.pk, sk: lead.sk },
      UpdateExpression:
        'SET #status = :won, customerId = :customer, #version = #version + :one, updatedAt = :now, updatedBy = :actor, gsi2pk = :gsi2pk REMOVE lostReason',
      ConditionExpression: '#version = :expected AND attribute_not_exists(customerId)',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: {
        ':won': 'gewonnen',
        ':customer': customerId,
        ':one': 1,
        ':now': new Date().toISOString(),
        ':actor': actor.id,
        ':gsi2pk': 'LEAD#status#gewonnen',
        ':expected': version,
      },
    },
  };
  const statusCounters: TransactItem[] =
    lead.status === 'gewonnen'
      ? []
      : [
          counterChange(`count#lead#status#${lead.status}`, -1),
          counterChange('count#lead#status#gewonnen', 1),
        ];
  const leadHistory: TransactItem = {
    Put: {
      TableName: table,
      Item: historyItem(
        lead.pk,
        actor,
        'convert',
        [
          { field: 'status', from: lead.status, to: 'gewonnen' },
          { field: 'customerId', from: null, to: customerId },
        ],
        new Date().toISOString(),
        { type: 'lead', id: lead.id, label: lead.companyName },
      ),
    },
  };

  // The contact people's search tokens name their new parent: in the same transaction when they
  // fit, otherwise right after it (derived items, rewritten whole on every change of the contact).
  const tokens = splitTransaction(
    contacts.map((contact) =>
      contactTokenChanges(contact, { ...contact, parentKind: 'customer', parentId: customerId }),
    ),
    TRANSACTION_LIMIT - 55 - moves.length,
  );
  const customer = await createRelation(
    'customer',
    customerData,
    actor,
    [leadUpdate, ...statusCounters, leadHistory, ...moves, ...tokens.inline],
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
  return customer as CustomerItem;
}
