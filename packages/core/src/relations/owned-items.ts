import type { RelationKind } from '../db/keys.ts';
import type { TransactItem } from '../db/transaction.ts';

/**
 * What a module above relations keeps of a customer, supplier or lead, as groups of deletes
 * (decision 047). Registered by `wiring.ts` (a supplier's information requests), so a record's
 * delete takes it along in its own transactions: a stale or refused delete removes none of it.
 * Kept apart from the service so wiring loads nothing heavy.
 */
type OwnedItems = (id: string) => Promise<TransactItem[][]>;
const providers = new Map<RelationKind, OwnedItems[]>();

export function registerOwnedItems(kind: RelationKind, provider: OwnedItems): void {
  providers.set(kind, [...(providers.get(kind) ?? []), provider]);
}

/** Every registered module's groups for one record. */
export async function ownedItemsOf(kind: RelationKind, id: string): Promise<TransactItem[][]> {
  const groups = await Promise.all((providers.get(kind) ?? []).map((provider) => provider(id)));
  return groups.flat();
}
