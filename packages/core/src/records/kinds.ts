import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../db/client.ts';
import { keys } from '../db/keys.ts';
import type { Guard } from '../db/transaction.ts';
import { NotFoundError } from '../errors.ts';
import type { OwnerKind, OwnerRef } from './schema.ts';

/** What files and todos need to know of the record they belong to. */
interface RecordKind {
  /** The record's own item; its partition is the collection its files join. */
  key(id: string): { pk: string; sk: string };
  /** The 404 when it does not exist (any more). */
  notFound: string;
  /** The name a todo linked to it shows. */
  label(item: Record<string, unknown>): string;
}

const companyName = (item: Record<string, unknown>) => String(item.companyName);

/**
 * One row per kind of record that owns files and todos (permissions: `recordPermission` of
 * auth/permissions.ts). The records' own modules sit above files and todos; this table lets those
 * find their owner without importing them.
 */
export const recordKinds: Record<OwnerKind, RecordKind> = {
  lead: {
    key: (id) => keys.relation('lead', id),
    notFound: 'Deze lead bestaat niet (meer).',
    label: companyName,
  },
  customer: {
    key: (id) => keys.relation('customer', id),
    notFound: 'Deze klant bestaat niet (meer).',
    label: companyName,
  },
  supplier: {
    key: (id) => keys.relation('supplier', id),
    notFound: 'Deze leverancier bestaat niet (meer).',
    label: companyName,
  },
  contract: {
    key: (id) => keys.contract(id),
    notFound: 'Dit contract bestaat niet (meer).',
    label: (item) => `${String(item.number)} ${String(item.title)}`,
  },
};

export const ownerNotFound = (kind: OwnerKind) => new NotFoundError(recordKinds[kind].notFound);

/** The partition of the record: its files are items in that collection. */
export function ownerPk(owner: OwnerRef): string {
  return recordKinds[owner.kind].key(owner.id).pk;
}

/** Reads the record (consistently: a write follows); a 404 when it is gone. */
export async function readOwner(owner: OwnerRef): Promise<Record<string, unknown>> {
  const output = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: recordKinds[owner.kind].key(owner.id),
      ConsistentRead: true,
    }),
  );
  if (!output.Item) throw ownerNotFound(owner.kind);
  return output.Item;
}

/** A transaction part that fails when the record was deleted meanwhile. */
export function ownerExists(owner: OwnerRef): Guard {
  return {
    item: {
      ConditionCheck: {
        TableName: tableName(),
        Key: recordKinds[owner.kind].key(owner.id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    error: ownerNotFound(owner.kind),
  };
}
