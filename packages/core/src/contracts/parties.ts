import { getContractType } from '../contract-types/service.ts';
import { tableName } from '../db/client.ts';
import { keys, type Key } from '../db/keys.ts';
import type { Guard } from '../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { getRelation } from '../relations/repository.ts';
import { getUser } from '../users/repository.ts';
import type { ContractInput } from './schema.ts';

/**
 * The names of a contract's customer, supplier, type and owner, stored on it for its lists and
 * their sorts (decisions 028 and 054), read before a write and checked again inside it: a rename
 * between the read and the write would otherwise store the old name after the rename's refresh
 * has passed this contract.
 */
export interface Parties {
  customerName: string;
  supplierName: string;
  typeName: string | undefined;
  /** Undefined when the owner's account is gone (a new owner is checked apart: `checkOwner`). */
  ownerName: string | undefined;
  guards: Guard[];
}

/** A party was renamed (or removed) between reading its name and writing the contract. */
class PartyChanged extends ConflictError {}

const typeMissing = () => new ValidationError({ typeId: ['Dit contracttype bestaat niet (meer).'] });

async function typeNameOf(typeId: string): Promise<string> {
  try {
    return (await getContractType(typeId)).name;
  } catch (error) {
    if (error instanceof NotFoundError) throw typeMissing();
    throw error;
  }
}

async function relationNameOf(kind: 'customer' | 'supplier', id: string): Promise<string> {
  try {
    return (await getRelation(kind, id)).companyName;
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const field = kind === 'customer' ? 'customerId' : 'supplierId';
    throw new ValidationError({
      [field]: [
        kind === 'customer' ? 'Deze klant bestaat niet (meer).' : 'Deze leverancier bestaat niet (meer).',
      ],
    });
  }
}

async function ownerNameOf(ownerId: string): Promise<string | undefined> {
  return (await getUser(ownerId))?.name;
}

/** Holds while the record exists with the name read. */
const stillNamed = (key: Key, field: 'companyName' | 'name', name: string): Guard => ({
  item: {
    ConditionCheck: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: 'attribute_exists(pk) AND #name = :name',
      ExpressionAttributeNames: { '#name': field },
      ExpressionAttributeValues: { ':name': name },
    },
  },
  error: new PartyChanged(),
});

type PartyIds = Pick<ContractInput, 'customerId' | 'supplierId' | 'typeId' | 'ownerId'>;

/** The names of the customer, supplier, type and owner (lists show them without reading), with guards. */
export async function resolveParties(input: PartyIds): Promise<Parties> {
  const [customerName, supplierName, typeName, ownerName] = await Promise.all([
    relationNameOf('customer', input.customerId),
    relationNameOf('supplier', input.supplierId),
    input.typeId ? typeNameOf(input.typeId) : Promise.resolve(undefined),
    ownerNameOf(input.ownerId),
  ]);
  return {
    customerName,
    supplierName,
    typeName,
    ownerName,
    guards: [
      stillNamed(keys.relation('customer', input.customerId), 'companyName', customerName),
      stillNamed(keys.relation('supplier', input.supplierId), 'companyName', supplierName),
      ...(input.typeId && typeName !== undefined
        ? [stillNamed(keys.contractType(input.typeId), 'name', typeName)]
        : []),
      ...(ownerName !== undefined ? [stillNamed(keys.user(input.ownerId), 'name', ownerName)] : []),
    ],
  };
}

/** Writes the contract; when a party changed meanwhile, reads the names again and writes once more. */
export async function withCurrentNames<T>(
  input: PartyIds,
  parties: Parties,
  write: (parties: Parties) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(parties);
    } catch (error) {
      // A removed party is a field's 422 from the new read; a party renamed again and again a 409.
      if (!(error instanceof PartyChanged) || attempt === 3) throw error;
      parties = await resolveParties(input);
    }
  }
}
