import { getContractType } from '../contract-types/service.ts';
import { tableName } from '../db/client.ts';
import { keys, type Key } from '../db/keys.ts';
import type { Guard } from '../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { getRelation } from '../relations/repository.ts';
import type { ContractInput } from './schema.ts';

/**
 * The names of a contract's customer, supplier and type, stored on it for its lists (decision
 * 028), read before a write and checked again inside it: a rename between the read and the write
 * would otherwise store the old name after the rename's refresh has passed this contract.
 */
export interface Parties {
  customerName: string;
  supplierName: string;
  typeName: string | undefined;
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

/** The names of the customer, supplier and type (shown in lists without reading them), with guards. */
export async function resolveParties(
  input: Pick<ContractInput, 'customerId' | 'supplierId' | 'typeId'>,
): Promise<Parties> {
  const [customerName, supplierName, typeName] = await Promise.all([
    relationNameOf('customer', input.customerId),
    relationNameOf('supplier', input.supplierId),
    input.typeId ? typeNameOf(input.typeId) : Promise.resolve(undefined),
  ]);
  return {
    customerName,
    supplierName,
    typeName,
    guards: [
      stillNamed(keys.relation('customer', input.customerId), 'companyName', customerName),
      stillNamed(keys.relation('supplier', input.supplierId), 'companyName', supplierName),
      ...(input.typeId && typeName !== undefined
        ? [stillNamed(keys.contractType(input.typeId), 'name', typeName)]
        : []),
    ],
  };
}

/** Writes the contract; when a party changed meanwhile, reads the names again and writes once more. */
export async function withCurrentNames<T>(
  input: Pick<ContractInput, 'customerId' | 'supplierId' | 'typeId'>,
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
