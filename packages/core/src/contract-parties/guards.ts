import { counterValue } from '../db/counter.ts';
import { keys, type ContractFacet } from '../db/keys.ts';
import { counterNames } from '../db/counter-names.ts';
import type { Guard } from '../db/transaction.ts';
import { conditionGuard } from '../db/write.ts';
import { ConflictError } from '../errors.ts';

/**
 * "A customer, supplier or contract type with contracts cannot be deleted." The count of its
 * contracts is read first for a clear message; the same condition is checked again inside the
 * delete's transaction, so a contract made meanwhile still stops it.
 */
const owners: Record<Exclude<ContractFacet, 'owner'>, { one: string; name: string }> = {
  customer: { one: 'Deze klant', name: 'klant' },
  supplier: { one: 'Deze leverancier', name: 'leverancier' },
  type: { one: 'Dit contracttype', name: 'contracttype' },
};

/** Why a type cannot be deleted, with the number of contracts that use it. */
export function typeInUseMessage(contracts: number): string {
  if (contracts <= 0) return 'Dit contracttype werd zojuist nog gebruikt. Probeer het opnieuw.';
  return `Dit contracttype wordt gebruikt door ${contracts} ${contracts === 1 ? 'contract' : 'contracten'} en kan niet worden verwijderd.`;
}

const contracten = (count: number) => `${count} ${count === 1 ? 'contract' : 'contracten'}`;

export function inUseMessage(facet: keyof typeof owners, count: number): string {
  if (facet === 'type') return typeInUseMessage(count);
  return `${owners[facet].one} heeft ${contracten(count)} en kan niet worden verwijderd. Verwijder of verplaats eerst de contracten.`;
}

/** Throws the clear message when the record has contracts; answers the guard for its transaction. */
export async function noContractsGuard(facet: keyof typeof owners, id: string): Promise<Guard> {
  const name = counterNames.contractsByFacet(facet, id);
  const count = await counterValue(name);
  if (count > 0) throw new ConflictError(inUseMessage(facet, count));
  return conditionGuard(
    keys.counter(name),
    {
      ConditionExpression: 'attribute_not_exists(#value) OR #value <= :zero',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':zero': 0 },
    },
    new ConflictError(
      `Er is intussen een contract bij deze ${owners[facet].name} gekomen; daarom is niets verwijderd.`,
    ),
  );
}
